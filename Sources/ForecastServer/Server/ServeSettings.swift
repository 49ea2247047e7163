import Application
import ForecastSettings

/// How the server runs: where it listens and what it allows, from the flags, else the configuration file's
/// `[serve]`, else the defaults the README states.
struct ServeSettings: Sendable {
    /// Where it listens.
    var listen = ListenAddress.standard
    /// Requests a minute each client may make; 0: no limit.
    var rateLimitPerMinute = 120
    /// Requests a client may make at once before the rate applies.
    var rateBurst = 60
    /// Whether clients on this machine are limited too.
    var limitsLoopback = false
    /// The proxies whose `X-Forwarded-For` is believed.
    var trustedProxies: Set<IPAddress> = []
    /// The most connections open at once; past it, new ones wait to be accepted.
    var maximumConnections = 4096
    /// How long a connection may stay without a whole request (a request's headers included) before it is closed.
    var idleTimeoutSeconds = 15
    /// The most weather requests worked on at once; past it, 503.
    var maximumWorking = 256
    /// How long requests in flight may take to finish after SIGTERM or SIGINT.
    var shutdownGraceSeconds = 10

    /// The largest request target (path and query), in bytes; past it, 414 (and past ``maximumHeaderBytes``, 431: the
    /// decoder stops reading first).
    static let maximumTargetBytes = 8192
    /// The largest header block, every line together, and so the largest line, in bytes; past it, 431.
    static let maximumHeaderBytes = 16_384
    /// The most header lines; past it, 431.
    static let maximumHeaderCount = 100

    /// The settings the configuration file's `[serve]` gives, then `options` override.
    /// - Throws: ``Refusal`` for a `--listen` that cannot be used; ``ConfigurationError`` for the file's `listen`.
    init(file configFile: ConfigFile?, options: ServeOptions) throws {
        let file = configFile?.serve ?? ServeConfig()
        if let listen = options.listen {
            self.listen = try ListenAddress(listen)
        } else if let listen = file.listen {
            guard let address = try? ListenAddress(listen) else {
                throw ConfigurationError(reason: "\(configFile?.path ?? "the configuration file"): [serve] listen must be HOST:PORT, e.g. 127.0.0.1:8080")
            }
            self.listen = address
        }
        rateLimitPerMinute = options.rateLimit ?? file.rateLimit ?? rateLimitPerMinute
        rateBurst = options.rateBurst ?? file.rateBurst ?? rateBurst
        limitsLoopback = options.limitLoopback || file.limitsLoopback == true
        if options.trustedProxy.isEmpty {
            trustedProxies = Set(try (file.trustedProxies ?? []).map { text throws(ConfigurationError) in
                guard let address = IPAddress(text) else {
                    throw ConfigurationError(reason: "\(configFile?.path ?? "the configuration file"): [serve] trusted_proxies takes IP addresses, not \(String(text.prefix(60)).debugDescription)")
                }
                return address
            })
        } else {
            trustedProxies = Set(try options.trustedProxy.map { text throws(Refusal) in
                guard let address = IPAddress(text) else { throw .badRequest("--trusted-proxy takes an IP address, not \(String(text.prefix(60)).debugDescription)") }
                return address
            })
        }
        maximumConnections = options.maximumConnections ?? file.maximumConnections ?? maximumConnections
        idleTimeoutSeconds = options.idleTimeout ?? idleTimeoutSeconds
        maximumWorking = options.maximumWorking ?? maximumWorking
    }
}
