public import Application
import ArgumentParser
import Logging
import ServingCore
import TerminalSafety

/// The entry point of `forecast-mcp` (which `forecast mcp` runs): reads the settings as the command line does, then
/// serves the Model Context Protocol on standard input and output until the client closes them. Standard output
/// carries protocol messages only; every error and log line goes to standard error. It does nothing process-wide: the
/// executable reads the environment and exits with the status returned.
public enum MCPApp {
    /// Runs `forecast-mcp` with `arguments` (the program's name left out) and `environment`, its use cases made by
    /// `directory`; `errors` writes a line to standard error.
    /// - Returns: The exit status, as `forecast mcp --help` documents it.
    public static func run(arguments: [String], environment: [String: String], directory: any ProviderDirectory, errors: @escaping @Sendable (String) -> Void) async -> Int32 {
        if arguments == ["--version"] {
            print("forecast-mcp \(directory.version)")
            return 0
        }
        let options: MCPOptions
        do {
            options = try MCPOptions.parse(arguments)
        } catch {
            let code = MCPOptions.exitCode(for: error)
            if code == .success {
                print(MCPOptions.fullMessage(for: error))
                return 0
            }
            errors("forecast mcp: \(MCPOptions.message(for: error).split(whereSeparator: \.isNewline).first.map(String.init) ?? "bad usage"); see forecast mcp --help")
            return 64
        }
        let setup: ServingSetup
        do {
            setup = try ServingSetup(environment: environment, directory: directory, timeout: options.timeoutDuration)
        } catch {
            errors("forecast mcp: \(FailureMessage(error).text.terminalSafe)")
            return 78
        }
        for warning in setup.warnings {
            errors("forecast mcp: warning: \(warning.terminalSafe)")
        }
        if options.check {
            errors("forecast mcp: the settings are valid; it would serve \(AgentTool.all.count) tools on standard input and output")
            return 0
        }
        let logger = Logger(label: "forecast-mcp") { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = .warning
            return handler
        }
        let server = AgentServer(context: ToolContext(setup: setup, served: ServedRun(useCases: setup.useCases, clock: ServerClock())), version: directory.version)
        let transport = StandardStreamsTransport(logger: logger, drain: options.drain)
        do {
            try await server.serve(on: transport)
        } catch {
            errors("forecast mcp: stopped: \(error)")
            return 70
        }
        return await transport.writeFailed ? 70 : 0
    }
}
