/// How a request's answer may be kept: a place lookup (kept long), or a forecast (kept as long as the service
/// says, else its provider's default).
enum CacheRule: Sendable, Hashable {
    /// A place lookup: geocoding, the NWS's gridpoint for a coordinate. Places do not move.
    case placeLookup
    /// A forecast, kept for `defaultLifetime` when the answer says nothing of its own freshness.
    case forecast(defaultLifetime: Duration)

    /// How long a forecast is kept when neither the service nor the configuration says: 10 minutes.
    static let standardForecastLifetime: Duration = .seconds(600)
}
