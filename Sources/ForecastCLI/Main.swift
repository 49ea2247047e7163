import Composition
import ForecastCommandLine
import FoundationEssentials
import Glibc

/// The `forecast` executable, and the only code that touches the process: it reads the arguments and the
/// environment, sets the signals, starts the network transport early when the run will need it, runs the app over
/// the one composition root, and ends the process with the app's status.
@main
enum Main {
    static func main() async {
        // A closed pipe is an error to report (exit 74), not a signal that kills the process mid-line.
        signal(SIGPIPE, SIG_IGN)
        let arguments = Array(CommandLine.arguments.dropFirst())
        let environment = ProcessInfo.processInfo.environment
        if ForecastApp.needsNetwork(arguments, environment: environment) {
            CompositionRoot.prepareTransport()
            Task.detached {}  // An empty job, so the pool's first thread starts now rather than after parsing.
        }
        let status = await ForecastApp.run(arguments: arguments, environment: environment, directory: CompositionRoot())
        exit(with: status)
    }

    /// Ends the process with `status` once the transport's set-up has finished. The output is already written (the
    /// app writes straight to the file descriptors; stdio buffers are flushed here in case anything printed), so it
    /// skips the libraries' at-exit teardown, which the kernel makes unnecessary.
    private static func exit(with status: Int32) -> Never {
        CompositionRoot.finishTransportPreparation()
        fflush(nil)
        _exit(status)
    }
}
