import Application
import ArgumentParser

/// `forecast mcp`: runs `forecast-mcp`, the Model Context Protocol server for AI agents, installed beside `forecast`,
/// with the arguments given. It is its own executable so that the command line links neither the protocol's SDK nor
/// the Foundation it loads: a forecast starts as fast as before.
struct MCPCommand: ForecastSubcommand {
    static let configuration = CommandConfiguration(
        commandName: name,
        abstract: "Serve every data set as a tool for AI agents (Model Context Protocol).",
        discussion: """
            Runs forecast-mcp, installed beside forecast, on standard input and output, with the same settings, keys, \
            configuration file and cache; an agent's client starts it. forecast mcp --help lists its tools and options.

            In an agent's configuration:
              {"mcpServers": {"forecast": {"command": "forecast", "args": ["mcp"]}}}

            Examples:
              forecast mcp --check

            Exit codes: forecast-mcp's (forecast mcp --help); 69 when forecast-mcp is not installed beside forecast.
            """
    )

    /// Its name, as typed.
    static let name = "mcp"

    /// The server asks the network; this command only hands over to it.
    static let networkUse = NetworkUse.none

    /// Everything after `mcp`, handed to forecast-mcp as it is (its `--help` too).
    @Argument(parsing: .captureForPassthrough, help: ArgumentHelp("forecast-mcp's options, e.g. --check.", valueName: "option"))
    var arguments: [String] = []

    func run() async throws {
        try SiblingProgram.handOver(to: "forecast-mcp", arguments: arguments)
    }
}
