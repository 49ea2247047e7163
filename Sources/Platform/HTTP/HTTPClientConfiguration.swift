internal import Domain

/// How an HTTP client behaves: its limits and how it introduces itself.
struct HTTPClientConfiguration: Sendable, Hashable {
    /// The longest a connection may take to set up.
    var connectTimeout: Duration
    /// The longest a whole request may take, connection included.
    var requestTimeout: Duration
    /// The User-Agent header sent with every request.
    var userAgent: String
    /// The most redirects followed before giving up.
    var maximumRedirects: Int = 5
    /// The largest body accepted, after decompression, in bytes.
    var maximumResponseBytes: Int = 10 * 1024 * 1024
    /// The most header bytes accepted, every response of a redirect chain together.
    var maximumHeaderBytes: Int = 256 * 1024
}

extension HTTPClientConfiguration {
    /// The client every service's requests share: the configured timeouts, and the User-Agent that names the
    /// app and forecast (MET Norway and the NWS refuse requests without one).
    init(settings: ProviderSettings) {
        self.init(
            connectTimeout: min(settings.connectTimeout, settings.requestTimeout),
            requestTimeout: settings.requestTimeout,
            userAgent: settings.userAgent
        )
    }
}

/// The HTTP client every service's requests share: libcurl, with passing failures retried, behind the configured
/// cache if any, each request logged when a log is configured, identical requests in flight at once sent (and logged)
/// once, each other caller's wait logged as shared.
func providersHTTPClient(_ settings: ProviderSettings, clock: any WallClock) -> any HTTPClient {
    let curl = CurlHTTPClient(configuration: HTTPClientConfiguration(settings: settings))
    let network = RetryingHTTPClient(base: SameHostRedirectingHTTPClient(base: curl), clock: clock)
    var client: any HTTPClient = network
    if let cache = settings.cache {
        client = CachingHTTPClient(base: network, store: CacheStore(directory: cache.directory), settings: cache, clock: clock)
    }
    if let log = settings.requestLog {
        client = LoggingHTTPClient(base: client, log: log)
    }
    return CoalescingHTTPClient(base: client, log: settings.requestLog)
}

extension Duration {
    /// The duration in whole milliseconds, rounded up so a short positive duration never becomes zero.
    var roundedUpMilliseconds: Int {
        let (seconds, attoseconds) = components
        let fraction = (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int(seconds) * 1000 + Int(fraction)
    }
}
