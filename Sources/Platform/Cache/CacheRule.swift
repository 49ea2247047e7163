/// How a request's answer may be kept: a place lookup (kept long), or a forecast (kept as long as the service
/// says, else its provider's default).
enum CacheRule: Sendable, Hashable {
    /// A place lookup: geocoding, the NWS's gridpoint for a coordinate. Places do not move.
    case placeLookup
    /// A forecast, kept for `defaultLifetime` when the answer says nothing of its own freshness.
    case forecast(defaultLifetime: Duration)
    /// Official warnings: kept for the shorter of what the answer says and ``ResponseCache/alertsLifetime``, since
    /// a warning can be issued at any moment; a service whose terms forbid asking before its `Expires`
    /// (`honoursExpiry`, MET Norway) is not asked again before it, however short the configured lifetime.
    case alerts(honoursExpiry: Bool)
    /// Kept for exactly `lifetime`, whatever the answer says: a document that never changes once published (a CAP
    /// warning: an update has an id of its own), or a listing asked once a day.
    case fixed(lifetime: Duration)

    /// How long a forecast is kept when neither the service nor the configuration says: 10 minutes.
    static let standardForecastLifetime: Duration = .seconds(600)
}

/// What the cache did for one request, as `--verbose` reports it.
enum CacheOutcome: String, Sendable, Hashable {
    /// A fresh stored answer, no request made.
    case hit
    /// Nothing usable stored: the service was asked, and its answer stored when it could be.
    case miss
    /// A stored answer the service confirmed (304 Not Modified).
    case revalidated
    /// A stored answer shown because the service failed.
    case stale
    /// A stored answer shown because the network is not to be used.
    case offline
}
