import Composition
import ForecastServer
import FoundationEssentials
import Glibc

/// The `forecast-serve` executable, which `forecast serve` runs, and the only code of it that touches the process: it
/// reads the arguments and the environment, raises the soft limit of open files to the hard one (each connection is a
/// file), runs the server over the one composition root, and ends the process with its status.
@main
enum Main {
    static func main() async {
        // A client gone mid-answer is an error of that connection, not a signal that kills the server.
        signal(SIGPIPE, SIG_IGN)
        raiseOpenFileLimit()
        let status = await ServeApp.run(
            arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment, directory: CompositionRoot(),
            errors: { line in
                let text = line + "\n"
                _ = text.withCString { write(STDERR_FILENO, $0, strlen($0)) }
            }
        )
        fflush(nil)
        exit(status)
    }

    /// Raises the soft limit of open files to the hard limit (`LimitNOFILE=` in the systemd unit sets both).
    private static func raiseOpenFileLimit() {
        var limit = rlimit()
        guard getrlimit(RLIMIT_NOFILE_VALUE, &limit) == 0, limit.rlim_cur < limit.rlim_max else { return }
        limit.rlim_cur = limit.rlim_max
        _ = setrlimit(RLIMIT_NOFILE_VALUE, &limit)
    }

    /// `RLIMIT_NOFILE`, which Glibc imports as an enum case.
    private static var RLIMIT_NOFILE_VALUE: __rlimit_resource_t { __rlimit_resource_t(RLIMIT_NOFILE.rawValue) }
}
