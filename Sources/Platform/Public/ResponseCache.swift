/// The cache of answers on disk that every provider's requests go through (``ProviderSettings/cache``), and how it is used.
///
/// Place lookups are kept for ``placeLifetime``; forecasts for as long as the service says (`Cache-Control:
/// max-age`, `Expires`), else ``forecastLifetime``; official warnings for the shorter of what the service says and
/// ``alertsLifetime``. An expired answer with an `ETag` or `Last-Modified` is
/// revalidated with a conditional request. When the service cannot be reached, times out, or answers 5xx or 429,
/// an answer stored less than ``staleIfErrorLimit`` ago is shown instead, marked stale.
public struct ResponseCache: Sendable, Hashable {
    /// How the cache is used for a run.
    public enum Mode: Sendable, Hashable {
        /// Fresh answers are served from the cache, the rest fetched (or revalidated) and stored.
        case normal
        /// Every answer is fetched or revalidated now, and stored.
        case refresh
        /// No network at all: stored answers are served however old; a request with none fails.
        case offline
    }

    /// The directory the answers are stored in, e.g. `~/.cache/forecast`.
    public var directory: String
    /// How the cache is used.
    public var mode: Mode
    /// How long a forecast is kept when its answer does not say; when set by the user it also caps what the
    /// answer says (zero: revalidate every time). `nil`: each provider's default (10 minutes).
    public var forecastLifetime: Duration?
    /// How long a place lookup is kept: 30 days unless set.
    public var placeLifetime: Duration
    /// The longest official warnings are kept, whatever their answer says: 5 minutes unless set.
    public var alertsLifetime: Duration
    /// How old a stored answer may be and still be shown when the service fails: 24 hours unless set.
    public var staleIfErrorLimit: Duration
    /// The most of an answer's lifetime taken off at random when it is stored, as a fraction (0.1: up to a tenth): a
    /// server's answers fetched at the same moment are then refreshed at different ones, not all at once. 0 unless set.
    public var refreshJitter: Double = 0

    /// Makes the settings.
    public init(
        directory: String, mode: Mode = .normal, forecastLifetime: Duration? = nil,
        placeLifetime: Duration = .seconds(30 * 86_400), alertsLifetime: Duration = .seconds(300),
        staleIfErrorLimit: Duration = .seconds(86_400)
    ) {
        self.directory = directory
        self.mode = mode
        self.forecastLifetime = forecastLifetime
        self.placeLifetime = placeLifetime
        self.alertsLifetime = alertsLifetime
        self.staleIfErrorLimit = staleIfErrorLimit
    }
}
