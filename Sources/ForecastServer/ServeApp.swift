public import Application
import ArgumentParser
import ForecastSettings
import Hummingbird
import Logging
import NIOCore
import ServiceLifecycle
import TerminalSafety

/// The entry point of `forecast-serve` (which `forecast serve` runs): reads the arguments and the settings as the
/// command line does, checks them, then serves until SIGTERM or SIGINT, finishing the requests in flight. Every error
/// is one line on standard error and a documented exit status. It does nothing process-wide: the executable reads the
/// environment, raises the file limit and exits with the status returned.
public enum ServeApp {
    /// Runs `forecast-serve` with `arguments` (the program's name left out) and `environment`, its use cases made by
    /// `directory`; `errors` writes a line to standard error.
    /// - Returns: The exit status, as `forecast serve --help` documents it.
    public static func run(arguments: [String], environment: [String: String], directory: any ProviderDirectory, errors: @escaping @Sendable (String) -> Void) async -> Int32 {
        if arguments == ["--version"] {
            print("forecast-serve \(directory.version)")
            return 0
        }
        let options: ServeOptions
        do {
            options = try ServeOptions.parse(arguments)
        } catch {
            let code = ServeOptions.exitCode(for: error)
            if code == .success {
                print(ServeOptions.fullMessage(for: error))
                return 0
            }
            errors("forecast serve: \(ServeOptions.message(for: error).split(whereSeparator: \.isNewline).first.map(String.init) ?? "bad usage"); see forecast serve --help")
            return 64
        }
        do {
            let server = try ServeSetup(options: options, environment: environment, directory: directory, errors: errors)
            if options.check {
                print("forecast serve: the settings are valid; it would listen on http://\(server.settings.listen)")
                return 0
            }
            return await server.run()
        } catch let refusal as Refusal {
            errors("forecast serve: \(refusal.reason.terminalSafe)")
            return refusal.status == 400 ? 64 : 78
        } catch {
            errors("forecast serve: \(FailureMessage(error).text.terminalSafe)")
            return 78
        }
    }
}
