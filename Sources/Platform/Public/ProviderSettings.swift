public import Domain

/// What every weather provider's requests share, whichever provider answers: how long to wait, the language of
/// place names, the cache, the request log, who the app is, and where places are searched.
///
/// Each provider's own settings (its base URL, key, plan) are in its configuration, or in ``ProviderAccess`` when
/// it is chosen from the ``ProviderCatalogue``.
///
/// ```swift
/// var settings = try ProviderSettings(identity: AppIdentity(name: "tripweather", version: "1.2", contact: "ops@example.com"))
/// settings.cache = ResponseCache(directory: "/home/me/.cache/tripweather")
/// ```
public struct ProviderSettings: Sendable, Hashable {
    /// The default place search, Open-Meteo's geocoding API (its data from GeoNames), which every provider uses.
    public static let defaultPlaceSearchBaseURL = "https://geocoding-api.open-meteo.com"

    /// The longest one request may take, connecting included.
    public let requestTimeout: Duration
    /// The longest connecting to a service may take.
    public let connectTimeout: Duration
    /// The place search's base URL; `/v1/search` is appended.
    public let placeSearchBaseURL: String
    /// The language place names come in, as an ISO 639-1 code.
    public var language: String
    /// The app making the requests, named in every request's User-Agent before forecast itself; `nil`: forecast
    /// alone. MET Norway's terms ask for the application's name and a contact.
    public var identity: AppIdentity?
    /// The cache on disk every request goes through; `nil` (the default): none, every answer is fetched.
    public var cache: ResponseCache?
    /// Where a line about each request goes; `nil` (the default): nowhere.
    public var requestLog: RequestLog?

    /// Makes the settings.
    /// - Throws: `ForecastError.invalidInput(reason:)` when a timeout is not positive or the place search's base
    ///   URL is not an http or https URL.
    public init(
        requestTimeout: Duration = .seconds(15),
        connectTimeout: Duration = .seconds(10),
        language: String = "en",
        identity: AppIdentity? = nil,
        placeSearchBaseURL: String = ProviderSettings.defaultPlaceSearchBaseURL
    ) throws(ForecastError) {
        guard requestTimeout > .zero, connectTimeout > .zero else {
            throw .invalidInput(reason: "timeouts must be longer than zero")
        }
        self.requestTimeout = requestTimeout
        self.connectTimeout = connectTimeout
        self.language = language
        self.identity = identity
        self.placeSearchBaseURL = try BaseURL.validated(placeSearchBaseURL)
    }

    /// The User-Agent every request carries: the app's identity, when set, then forecast's own
    /// (`tripweather/1.2 (ops@example.com) forecast/0.1.0 (+https://…)`).
    public var userAgent: String {
        [identity?.product, ForecastClientIdentity.userAgent].compactMap { $0 }.joined(separator: " ")
    }
}
