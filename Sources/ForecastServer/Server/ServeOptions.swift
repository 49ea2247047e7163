import ArgumentParser
import ServingCore

/// `forecast serve`'s options (`forecast-serve`'s arguments).
struct ServeOptions: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "forecast-serve",
        abstract: "Serve forecasts over HTTP to curl, browsers, status bars and dashboards (forecast serve runs it).",
        discussion: """
            Reads the same settings, keys, configuration file and cache as forecast, and answers:
              /PLACE        the daily forecast (PLACE: a name, LAT,LON or an alias)
              /PLACE/VIEW   \(ServedView.all.dropFirst().map(\.name).joined(separator: ", "))
              ?format=      json, csv, waybar, i3blocks, svg; 1 to 4 or %-codes
              ?lang= ?units= ?days= ?color; wttr.in's ?m ?u ?M ?T ?0 ?1 ?2 ?3
              /  /healthz  /metrics  /openapi.json

            Examples:
              forecast serve
              forecast serve --listen 127.0.0.1:9000
              forecast serve --check
              curl localhost:8080/London
              curl 'localhost:8080/London?format=3'
              curl localhost:8080/Paris/hourly?format=json

            SIGTERM or SIGINT: stops accepting, lets the requests in hand finish (10 s at most), exits 0. The [serve] \
            table of the configuration file sets the options' defaults; a flag wins.

            Exit codes: 0 stopped by SIGTERM or SIGINT (or --check: the settings are valid) · 64 bad usage · \
            69 cannot listen on the address · 78 configuration.
            """
    )

    @Option(help: ArgumentHelp("Where to listen, HOST:PORT; a non-loopback address makes the service reachable from other machines. (default: 127.0.0.1:8080, or listen in [serve])", valueName: "host:port"))
    var listen: String?

    @Option(name: .customLong("rate-limit"), help: ArgumentHelp("Requests a minute each client may make; 0 for no limit. (default: 120)", valueName: "requests"))
    var rateLimit: Int?

    @Option(name: .customLong("rate-burst"), help: ArgumentHelp("Requests a client may make at once before the rate applies. (default: 60)", valueName: "requests"))
    var rateBurst: Int?

    @Flag(name: .customLong("limit-loopback"), help: "Rate-limit clients on this machine too (they are exempt by default).")
    var limitLoopback = false

    @Option(name: .customLong("trusted-proxy"), help: ArgumentHelp("A proxy whose X-Forwarded-For is believed (repeatable; none by default).", valueName: "address"))
    var trustedProxy: [String] = []

    @Option(name: .customLong("max-connections"), help: ArgumentHelp("The most connections open at once. (default: 4096)", valueName: "count"))
    var maximumConnections: Int?

    @Option(name: .customLong("idle-timeout"), help: ArgumentHelp("Seconds a connection may stay without a whole request before it is closed. (default: 15)", valueName: "seconds"))
    var idleTimeout: Int?

    @Option(name: .customLong("max-working"), help: ArgumentHelp("The most weather requests worked on at once; past it, 503 at once. (default: 256)", valueName: "count"))
    var maximumWorking: Int?

    @Flag(help: "Check the settings and the configuration file, say where the service would listen, and exit.")
    var check = false

    func validate() throws {
        if let rateLimit, rateLimit < 0 { throw ValidationError("--rate-limit must be 0 or more") }
        if let rateBurst, rateBurst < 1 { throw ValidationError("--rate-burst must be 1 or more") }
        if let maximumConnections, maximumConnections < 1 { throw ValidationError("--max-connections must be 1 or more") }
        if let maximumWorking, maximumWorking < 1 { throw ValidationError("--max-working must be 1 or more") }
        if let idleTimeout, !(1...3600).contains(idleTimeout) { throw ValidationError("--idle-timeout must be from 1 to 3600 seconds") }
    }
}
