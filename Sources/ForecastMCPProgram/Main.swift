import Composition
import ForecastMCP
import Foundation
import Glibc

/// The `forecast-mcp` executable, which `forecast mcp` runs, and the only code of it that touches the process: it
/// reads the arguments and the environment, serves the Model Context Protocol over the one composition root, and ends
/// the process with its status.
@main
enum Main {
    static func main() async {
        // A client gone mid-answer is the end of the conversation, not a signal that kills the server mid-write.
        signal(SIGPIPE, SIG_IGN)
        let status = await MCPApp.run(
            arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment, directory: CompositionRoot(),
            errors: { line in
                let text = line + "\n"
                _ = text.withCString { write(STDERR_FILENO, $0, strlen($0)) }
            }
        )
        fflush(nil)
        exit(status)
    }
}
