public import Application
import ArgumentParser
import ForecastSettings
import Glibc
import TerminalSafety

/// The app's entry point: runs the command the arguments name over the services the executable gives, and turns
/// every error into one line on standard error and the documented exit status, instead of ArgumentParser's
/// multi-line usage dump. It does nothing process-wide: the executable reads the environment, sets the signals and
/// ends the process with the status returned.
///
/// Start-up is most of a forecast's time, so when the command will fetch (``needsNetwork(_:environment:)``), the
/// executable starts the transport's one-time set-up before calling ``run(arguments:environment:directory:)``, to
/// overlap argument parsing.
public enum ForecastApp {
    /// Runs `forecast` with `arguments` (the program's name left out) and `environment`, its use cases made by
    /// `directory`.
    /// - Returns: The exit status, as `forecast --help` documents it.
    public static func run(arguments: [String], environment: [String: String], directory: any ProviderDirectory) async -> Int32 {
        await Providers.$directory.withValue(directory) {
            await RunEnvironment.$variables.withValue(environment) {
                await RunEnvironment.$arguments.withValue(arguments) {
                    await run(arguments)
                }
            }
        }
    }

    private static func run(_ arguments: [String]) async -> Int32 {
        var command: any ParsableCommand
        do {
            command = try ForecastCommand.parseAsRoot(arguments)
            try HelpTopic.check(command, arguments: arguments)
        } catch {
            return status(after: error, refusing: arguments)
        }
        do {
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            return 0
        } catch {
            // The default command shows its help from its run: `forecast hourlly --help` is refused here.
            return status(after: error, refusing: arguments)
        }
    }

    /// Whether the run will surely ask the network, so that the transport's set-up is worth starting before the
    /// arguments are parsed: a command that fetches, as the command declares (``ForecastSubcommand/networkUse``; a
    /// place in the command's stead is daily's), with no cache to answer it (`--no-cache`, `--refresh`, or no cache
    /// directory yet). Otherwise the set-up waits for the first request the cache cannot answer, so that a run answered
    /// from the cache never loads libcurl. A cheap reading of the raw arguments: a wrong guess costs or misses only the
    /// overlap, never correctness.
    public static func needsNetwork(_ arguments: [String], environment: [String: String]) -> Bool {
        needsNetwork(arguments, cacheExists: cacheDirectoryExists(environment))
    }

    /// As ``needsNetwork(_:environment:)``, with whether the cache directory exists already known.
    static func needsNetwork(_ arguments: [String], cacheExists: Bool) -> Bool {
        // The parser's own words, which run no command.
        let parserWords = ["--help", "-h", ForecastCommand.helpName, "--version", "--generate-completion-script", "---completion"]
        guard let first = arguments.first, !parserWords.contains(first), !arguments.contains("--offline") else { return false }
        switch (ForecastCommand.command(named: first) ?? ForecastCommand.commands[0]).networkUse {
        case .none: return false
        case .fetchesUnlessCoordinate where arguments.contains("--lat"): return false
        case .fetches, .fetchesUnlessCoordinate: break
        }
        return !cacheExists || arguments.contains("--no-cache") || arguments.contains("--refresh")
    }

    /// Whether the cache directory the environment places exists.
    private static func cacheDirectoryExists(_ environment: [String: String]) -> Bool {
        guard let directory = StandardPaths(environment: environment).cacheDirectory else { return false }
        return access(directory, F_OK) == 0
    }

    /// ArgumentParser's message in one line: its first, with the values it lists below (`- rain`) after it, so that a
    /// usage error still names what is allowed.
    static func oneLine(_ message: String) -> String? {
        let lines = message.split(whereSeparator: \.isNewline).map { String($0.drop { $0 == " " }) }
        guard let first = lines.first else { return nil }
        let values = lines.dropFirst().filter { $0.hasPrefix("- ") }.map { $0.dropFirst(2) }
        return values.isEmpty ? first : first + " " + values.joined(separator: ", ")
    }

    /// The status a run ends with after `error`, its message written: help and the version on standard output,
    /// anything else as one line on standard error. `refused` is the command line: when its first word names no command
    /// but is close to one, and the line parses with that command in its place (`forecast dialy London`), the line
    /// says so too ("…; did you mean 'forecast daily'?"), and `--help` after such a word is refused the same way.
    /// Every status comes from the router's one mapping; ArgumentParser's own refusals are a ``UsageError`` to it.
    private static func status(after error: any Error, refusing refused: [String] = []) -> Int32 {
        let router = ForecastRouter()
        if let ended = error as? RunEnded { return ended.status.rawValue }
        let output = StandardStreams()
        if error is ConfigurationError || error is InputFileError {
            // Found before the command's work runs: the configuration file, a FORECAST_… variable, a places file.
            output.writeError("forecast: \(FailureMessage(error).text.terminalSafe)\n")
            return router.exitStatus(after: error).rawValue
        }
        let code = ForecastCommand.exitCode(for: error)
        if code == .success, refused.contains(where: { ["--help", "-h"].contains($0) }), let lookalike = CommandLookalike(firstWordOf: refused) {
            // A misspelt command's --help would be daily's, the default command's: a silent guess.
            output.writeError("forecast: \(lookalike.helpRefusal.terminalSafe)\n")
            return router.exitStatus(after: UsageError(message: lookalike.helpRefusal)).rawValue
        }
        if code == .success {
            // --help and --version: ArgumentParser's text, as it would print it.
            try? output.writeResult(ForecastCommand.fullMessage(for: error) + "\n")
            return router.exitStatus(for: .shown(urgent: false)).rawValue
        }
        let message = oneLine(ForecastCommand.message(for: error)) ?? "\(error)"
        guard code == .validationFailure else {
            output.writeError("forecast: \(message.terminalSafe); \(UsageWording.hint)\n")
            return router.exitStatus(after: error).rawValue
        }
        // A question is the line's last word: "…; did you mean 'forecast daily'?" needs no pointer to the help.
        let told = CommandLookalike(refusedLine: refused)?.asking(after: message)
            ?? (message.hasSuffix("?") ? message : message + "; " + UsageWording.hint)
        output.writeError("forecast: \(told.terminalSafe)\n")
        return router.exitStatus(after: UsageError(message: message)).rawValue
    }
}
