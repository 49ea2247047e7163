import FoundationEssentials
package import Domain

/// The cache's file format and freshness rules, visible across this package so that the fuzz targets read stored
/// bytes and response headers exactly as the cache does.
package enum CacheDecoding {
    /// Reads an entry file as the cache does; `nil` for anything that is not a whole entry. When it is one, writing
    /// it out again must give back the same entry.
    /// - Returns: The entry's body and whether it survives being written and read again unchanged.
    package static func entry(from bytes: [UInt8]) -> (body: [UInt8], roundTrips: Bool)? {
        guard let entry = CacheEntry(decoding: Data(bytes)) else { return nil }
        return (Array(entry.body), CacheEntry(decoding: entry.encoded()) == entry)
    }

    /// The lifetime a response gives itself by these headers at `now` (nil: none), and whether it may be stored.
    package static func lifetime(headers: [String: String], now: Instant) -> (seconds: Int?, storable: Bool) {
        let lifetime = CacheLifetime(headers: headers, now: now)
        return (lifetime.seconds, lifetime.isStorable)
    }
}
