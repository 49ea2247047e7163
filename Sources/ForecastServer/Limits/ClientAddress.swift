/// Who a request is from, for the rate limit: the peer's address; or, only when the peer is a proxy the settings
/// trust, the rightmost address of `X-Forwarded-For` that is not a trusted proxy (everything to its left could have
/// been written by the client itself).
enum ClientAddress {
    /// The client of a request from `peer` carrying `forwardedFor`, `trusted` naming the proxies believed.
    static func of(peer: String?, forwardedFor: String?, trusted: Set<String>) -> String {
        let peer = peer ?? "unknown"
        guard trusted.contains(peer), let forwardedFor else { return peer }
        let hops = forwardedFor.split(separator: ",").suffix(32).map { String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }
        return hops.reversed().first { !trusted.contains($0) && !$0.isEmpty && $0.count <= 45 } ?? peer
    }

    /// Whether `address` is this machine's (127.0.0.0/8, ::1, or IPv4 loopback mapped into IPv6).
    static func isLoopback(_ address: String) -> Bool {
        address == "::1" || address.hasPrefix("127.") || address.hasPrefix("::ffff:127.")
    }
}
