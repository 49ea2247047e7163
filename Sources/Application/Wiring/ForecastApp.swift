import ArgumentParser
import Glibc
import TerminalSafety

/// The app's entry point, and the only place the process exits: runs the command over the providers the
/// executable gives, and turns every error into one line on standard error and the documented exit code, instead
/// of ArgumentParser's multi-line usage dump.
///
/// Start-up is most of a forecast's time, so when the command will fetch, two pieces of it overlap argument
/// parsing (which must run first): the transport's one-time set-up (opening libcurl and its libraries, the
/// largest piece), on a thread of its own, and the start of Swift's cooperative thread pool, which the
/// command's async work runs on. Every way out waits for the set-up; `--version` and `--help` start neither.
public enum ForecastApp {
    /// Runs `forecast` with the process's arguments and environment, its use cases made by `directory`, and ends
    /// the process with the command's exit status: it does not return.
    public static func main(directory: any ProviderDirectory) async {
        await Providers.$directory.withValue(directory) {
            await run()
        }
    }

    /// Every way out of it ends the process.
    private static func run() async {
        // A closed pipe is an error to report (exit 74), not a signal that kills the process mid-line.
        signal(SIGPIPE, SIG_IGN)
        if needsNetwork(Array(CommandLine.arguments.dropFirst()), cacheExists: cacheDirectoryExists()) {
            Providers.directory.prepareTransport()
            Task.detached {}  // An empty job, so the pool's first thread starts now rather than after parsing.
        }
        do {
            var command = try ForecastCommand.parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            exit(with: 0)
        } catch {
            exit(after: error)
        }
    }

    /// Whether the run will surely ask the network, so that the transport's set-up is worth starting before the
    /// arguments are parsed: a command that fetches (anything but help, version, completion, config, providers, and
    /// `sun` and `moon` for a coordinate, which are computed)
    /// with no cache to answer it (`--no-cache`, `--refresh`, or no cache directory yet). Otherwise the set-up waits
    /// for the first request the cache cannot answer, so that a run answered from the cache never loads libcurl.
    /// A cheap reading of the raw arguments: a wrong guess costs or misses only the overlap, never correctness.
    static func needsNetwork(_ arguments: [String], cacheExists: Bool) -> Bool {
        guard let first = arguments.first,
              !["--help", "-h", "help", "--version", "--generate-completion-script", "---completion", "config", "providers"].contains(first),
              !arguments.contains("--offline"), !(["sun", "moon"].contains(first) && arguments.contains("--lat")) else { return false }
        return !cacheExists || arguments.contains("--no-cache") || arguments.contains("--refresh")
    }

    /// Whether the cache directory exists, read from the two variables that place it.
    private static func cacheDirectoryExists() -> Bool {
        var environment: [String: String] = [:]
        for name in ["XDG_CACHE_HOME", "HOME"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
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

    /// Ends the process with `status`, once the transport's set-up has finished. The output is already written
    /// (`StandardStreams` writes straight to the file descriptors; stdio buffers are flushed here in case anything
    /// printed), so it skips the libraries' at-exit teardown, which the kernel makes unnecessary.
    private static func exit(with status: Int32) -> Never {
        Providers.directory.finishTransportPreparation()
        fflush(nil)
        _exit(status)
    }

    private static func exit(after error: any Error) -> Never {
        if let code = error as? ExitCode {
            exit(with: code.rawValue)
        }
        if error is ConfigurationError || error is InputFileError {
            // Found before the listener runs: the configuration file, a FORECAST_… variable, a places file.
            let router = ForecastRouter()
            StandardStreams().writeError("forecast: \(FailureMessage(error).text.terminalSafe)\n")
            exit(with: router.exitStatus(after: error).rawValue)
        }
        let code = ForecastCommand.exitCode(for: error)
        if code == .success {
            // --help and --version: ArgumentParser prints them.
            Providers.directory.finishTransportPreparation()
            ForecastCommand.exit(withError: error)
        }
        let message = oneLine(ForecastCommand.message(for: error)) ?? "\(error)"
        StandardStreams().writeError("forecast: \(message.terminalSafe) (see 'forecast --help')\n")
        exit(with: code == .validationFailure ? ExitStatus.usage.rawValue : ExitStatus.software.rawValue)
    }
}
