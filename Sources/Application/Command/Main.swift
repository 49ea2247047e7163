import ArgumentParser

/// The entry point: runs the command, and turns every parsing error into one line on standard error and the
/// documented exit code, instead of ArgumentParser's multi-line usage dump.
@main
enum Main {
    static func main() async {
        do {
            var command = try ForecastCommand.parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            exit(after: error)
        }
    }

    private static func exit(after error: any Error) -> Never {
        let code = ForecastCommand.exitCode(for: error)
        if code == .success {
            // --help and --version end here.
            ForecastCommand.exit(withError: error)
        }
        if !(error is ExitCode) {
            let message = ForecastCommand.message(for: error)
                .split(whereSeparator: \.isNewline).first.map(String.init) ?? "\(error)"
            StandardStreams().writeError("forecast: \(message) (see 'forecast --help')\n")
        }
        ForecastCommand.exit(withError: ExitCode(code.rawValue))
    }
}
