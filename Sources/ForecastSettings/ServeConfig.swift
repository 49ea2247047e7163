import Application

/// What the configuration file's `[serve]` table says of `forecast serve`; each value `nil` when not given.
package struct ServeConfig: Sendable, Hashable {
    /// `listen`: the address and port, "127.0.0.1:8080".
    package var listen: String?
    /// `rate_limit`: requests a minute each client may make (0: no limit).
    package var rateLimit: Int?
    /// `rate_burst`: requests a client may make at once before the rate applies.
    package var rateBurst: Int?
    /// `limit_loopback`: whether clients on this machine are limited too (they are exempt by default).
    package var limitsLoopback: Bool?
    /// `trusted_proxies`: the addresses of proxies whose `X-Forwarded-For` is believed.
    package var trustedProxies: [String]?
    /// `max_connections`: the most connections open at once.
    package var maximumConnections: Int?

    /// Nothing said.
    package init() {}

    /// Reads the `[serve]` table.
    /// - Throws: ``ConfigurationError`` naming the line of a value that cannot be used.
    init(reading reader: inout ConfigReader) throws(ConfigurationError) {
        listen = try reader.string("listen", in: "serve")
        rateLimit = try reader.integer("rate_limit", in: 0...1_000_000, table: "serve")
        rateBurst = try reader.integer("rate_burst", in: 1...1_000_000, table: "serve")
        limitsLoopback = try reader.boolean("limit_loopback", in: "serve")
        trustedProxies = try reader.strings("trusted_proxies", in: "serve")
        maximumConnections = try reader.integer("max_connections", in: 1...1_000_000, table: "serve")
    }
}
