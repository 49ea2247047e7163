import ArgumentParser

/// `forecast mcp`'s options (`forecast-mcp`'s arguments).
struct MCPOptions: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "forecast-mcp",
        abstract: "Serve every data set as a tool for AI agents: the Model Context Protocol on standard input and output (forecast mcp runs it).",
        discussion: """
            An agent's client starts it and speaks JSON-RPC on its standard input and output; it never writes \
            anything else there (errors go to standard error). Tools: \(AgentTool.all.map(\.name).joined(separator: ", ")). \
            Each answers with forecast's JSON document as structured content and a line of text; a place not found, \
            an argument out of range or a service down with nothing cached is a tool error with forecast's one-line \
            message. It reads the same configuration file, variables, keys and cache as forecast.

            An agent's configuration (Claude Desktop's and most others'; VS Code takes the same entry under "servers"):
              {"mcpServers": {"forecast": {"command": "forecast", "args": ["mcp"]}}}

            forecast-mcp --version prints its version.

            Exit status: 0 when the client closed the connection (or --check found the settings valid), 64 for bad \
            usage, 78 for settings that cannot be used, 70 when the client closed its end of standard output before \
            the answers were written.
            """
    )

    @Flag(help: "Check the settings and exit, without serving.")
    var check = false

    @Option(help: ArgumentHelp("How long each request to a service may take, in seconds (0.001 to 300).", valueName: "seconds"))
    var timeout: Double = 15

    func validate() throws {
        guard (0.001...300).contains(timeout) else { throw ValidationError("--timeout must be between 0.001 and 300 s, not \(timeout)") }
    }

    /// The timeout as a duration.
    var timeoutDuration: Duration { .milliseconds(Int64((timeout * 1000).rounded(.up))) }

    /// How long the calls read before the input ended may take to be answered: a call may ask several services in
    /// turn, each within the timeout.
    var drain: Duration { timeoutDuration * 4 + .seconds(10) }
}
