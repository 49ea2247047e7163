import Application
import Domain
import ForecastSettings
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import ServiceLifecycle
import ServingCore
import Synchronization
import UnixSignals

/// The server set up from its options and the settings every front door reads, ready to run: the use cases shared
/// by every request, the responder, the metrics and the limits.
struct ServeSetup {
    /// How the server runs.
    let settings: ServeSettings
    /// What answers each request.
    let responder: ForecastResponder
    /// Writes a line to standard error.
    let errors: @Sendable (String) -> Void
    /// The server's own log: one line a request.
    let logger: Logger

    /// Reads the configuration file and the environment as `forecast` does, and checks that the use cases can be made.
    /// - Throws: ``ConfigurationError`` or ``Refusal`` naming what is wrong.
    init(options: ServeOptions, environment: [String: String], directory: any ProviderDirectory, errors: @escaping @Sendable (String) -> Void) throws {
        let metrics = ServerMetrics()
        let setup = try ServingSetup(environment: environment, directory: directory) { service, outcome in
            metrics.upstream(service: service, outcome: outcome)
        }
        for warning in setup.warnings {
            errors("forecast serve: warning: \(warning)")
        }
        self.settings = try ServeSettings(file: setup.settings.file, options: options)
        var logger = Logger(label: "forecast-serve") { label in StreamLogHandler.standardError(label: label) }
        logger.logLevel = .info
        self.logger = logger
        let weather = WeatherResponder(setup: setup, run: ServedRun(useCases: setup.useCases, clock: ServerClock()), metrics: metrics)
        responder = ForecastResponder(
            weather: weather, settings: self.settings, metrics: metrics, logger: logger,
            rateLimiter: self.settings.rateLimitPerMinute > 0 ? RateLimiter(perMinute: self.settings.rateLimitPerMinute, burst: self.settings.rateBurst) : nil,
            workLimit: WorkLimit(self.settings.maximumWorking, grace: .seconds(self.settings.shutdownGraceSeconds - 1))
        )
        self.errors = errors
    }

    /// Serves until SIGTERM or SIGINT, then stops accepting and lets the requests in flight finish (within the grace
    /// period).
    /// - Returns: 0 once stopped; 69 when the address cannot be listened on.
    func run() async -> Int32 {
        let listen = settings.listen, errors = errors, running = Atomic<Bool>(false)
        var quiet = logger
        quiet.logLevel = .warning
        let http1 = HTTP1Channel.Configuration(
            additionalChannelHandlers: [HeaderLimitHandler()], idleTimeout: .seconds(Int64(settings.idleTimeoutSeconds)),
            httpDecoderConfiguration: .init(
                maxHeaderFieldSize: ServeSettings.maximumHeaderBytes, maxHeaderListSize: ServeSettings.maximumHeaderBytes,
                maxHeaderFieldCount: ServeSettings.maximumHeaderCount
            )
        )
        let application = Application(
            responder: responder, server: .http1(configuration: http1),
            configuration: ApplicationConfiguration(
                address: .hostname(listen.host, port: listen.port), serverName: nil, backlog: 1024, reuseAddress: true,
                availableConnectionsDelegate: MaximumAvailableConnections(settings.maximumConnections, logger: quiet)
            ),
            onServerRunning: { channel in
                running.store(true, ordering: .relaxed)
                let port = channel.localAddress?.port ?? listen.port
                errors("forecast serve: listening on http://\(ListenAddress(host: listen.host, port: port))")
                if !listen.isLoopback { errors("forecast serve: \(listen.host) is not a loopback address: other machines can reach this service") }
            },
            logger: quiet
        )
        var configuration = ServiceGroupConfiguration(services: [application], gracefulShutdownSignals: [.sigterm, .sigint], logger: quiet)
        configuration.maximumGracefulShutdownDuration = .seconds(settings.shutdownGraceSeconds)
        let group = ServiceGroup(configuration: configuration)
        do {
            try await group.run()
            errors("forecast serve: stopped")
            return 0
        } catch where !running.load(ordering: .relaxed) {
            errors("forecast serve: cannot listen on \(listen): \(Self.reason(error))")
            return 69
        } catch {
            errors("forecast serve: stopped: \(Self.reason(error))")
            return 70
        }
    }

    /// What a system error says, without the call that raised it: "Address already in use (errno: 98)".
    private static func reason(_ error: any Error) -> String {
        let text = "\(error)"
        guard let opening = text.firstIndex(of: "("), text.hasSuffix(")"), let colon = text[opening...].firstIndex(of: ":") else { return text }
        return String(text[text.index(after: colon)...].dropLast()).trimmingBlanks
    }
}
