import Application
import ArgumentParser

/// `forecast serve`: runs `forecast-serve`, the HTTP server, installed beside `forecast`, with the arguments given. The
/// server is its own executable so that the command line links no web server: a forecast starts as fast as before.
struct ServeCommand: ForecastSubcommand {
    static let configuration = CommandConfiguration(
        commandName: name,
        abstract: "Serve forecasts over HTTP to curl, browsers and status bars.",
        discussion: """
            Runs forecast-serve, installed beside forecast, with the same settings, keys, configuration file and cache; \
            forecast serve --help lists its options.

            Examples:
              forecast serve
              forecast serve --listen 127.0.0.1:9000
              forecast serve --check
              curl localhost:8080/London
              curl 'localhost:8080/London?format=3'

            Exit codes: forecast-serve's (forecast serve --help); 69 when forecast-serve is not installed beside forecast.
            """
    )

    /// Its name, as typed.
    static let name = "serve"

    /// The server asks the network; this command only hands over to it.
    static let networkUse = NetworkUse.none

    /// Everything after `serve`, handed to forecast-serve as it is (its `--help` too).
    @Argument(parsing: .captureForPassthrough, help: ArgumentHelp("forecast-serve's options, e.g. --listen 127.0.0.1:9000.", valueName: "option"))
    var arguments: [String] = []

    func run() async throws {
        try SiblingProgram.handOver(to: "forecast-serve", arguments: arguments)
    }
}
