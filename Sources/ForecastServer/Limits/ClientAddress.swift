/// Who a request is from, for the rate limit and the log: the peer's address; or, only when the peer is a proxy the
/// settings trust, the rightmost address of `X-Forwarded-For` that is not a trusted proxy (everything to its left could
/// have been written by the client itself). Addresses are read as addresses: anything else in the header is passed
/// over, and an IPv4 address mapped into IPv6 is its IPv4 address.
enum ClientAddress {
    /// The client of a request from `peer` carrying `forwardedFor`, `trusted` naming the proxies believed; `nil` when
    /// the peer has no address (a Unix socket).
    static func of(peer: String?, forwardedFor: String?, trusted: Set<IPAddress>) -> IPAddress? {
        guard let peer = peer.flatMap(IPAddress.init) else { return nil }
        guard trusted.contains(peer), let forwardedFor else { return peer }
        let hops = forwardedFor.split(separator: ",").suffix(32).map { String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }
        return hops.reversed().lazy.compactMap(IPAddress.init).first { !trusted.contains($0) } ?? peer
    }
}
