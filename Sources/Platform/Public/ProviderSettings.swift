public import Domain

/// What every weather service's requests share, whichever service answers: how long to wait, the language of
/// place names, the cache, the request log, who the app is; and each service's own access settings (a base URL
/// replaced, a key, a plan), by its id in the ``ServiceCatalogue``.
///
/// ```swift
/// var settings = try ProviderSettings(identity: AppIdentity(name: "tripweather", version: "1.2", contact: "ops@example.com"))
/// settings.cache = ResponseCache(directory: "/home/me/.cache/tripweather")
/// settings.services["openweathermap"] = ProviderAccess(apiKey: "0123abcd", plan: "paid")
/// settings.services["geocoding"] = ProviderAccess(baseURL: "http://127.0.0.1:8080")
/// ```
public struct ProviderSettings: Sendable, Hashable {

    /// The longest one request may take, connecting included.
    public let requestTimeout: Duration
    /// The longest connecting to a service may take.
    public let connectTimeout: Duration
    /// Each service's access settings, by its id in the ``ServiceCatalogue`` ("geocoding", "openweathermap"); a
    /// service not named here is reached at its public API without a key. Checked when ``WeatherServices`` are made.
    public var services: [String: ProviderAccess]
    /// The language place names come in, as an ISO 639-1 code.
    public var language: String
    /// The app making the requests, named in every request's User-Agent before forecast itself; `nil`: forecast
    /// alone. MET Norway's terms ask for the application's name and a contact.
    public var identity: AppIdentity?
    /// The cache on disk every request goes through; `nil` (the default): none, every answer is fetched.
    public var cache: ResponseCache?
    /// Where a line about each request goes; `nil` (the default): nowhere.
    public var requestLog: RequestLog?
    /// The one service a data set is taken from, by the service's id in the ``ServiceCatalogue`` (`[.alerts:
    /// "nws"]`); a data set not named here (the default: none) is taken from every service that serves it. Checked when
    /// ``WeatherServices`` are made.
    public var chosenSources: [DataSet: String] = [:]

    /// Makes the settings.
    /// - Throws: `ForecastError.invalidInput(reason:)` naming the timeout that is not positive.
    public init(
        requestTimeout: Duration = .seconds(15),
        connectTimeout: Duration = .seconds(10),
        language: String = "en",
        identity: AppIdentity? = nil,
        services: [String: ProviderAccess] = [:]
    ) throws(ForecastError) {
        guard requestTimeout > .zero else { throw .invalidInput(reason: "requestTimeout must be longer than zero") }
        guard connectTimeout > .zero else { throw .invalidInput(reason: "connectTimeout must be longer than zero") }
        self.requestTimeout = requestTimeout
        self.connectTimeout = connectTimeout
        self.language = language
        self.identity = identity
        self.services = services
    }

    /// The User-Agent every request carries: the app's identity, when set, then forecast's own
    /// (`tripweather/1.2 (ops@example.com) forecast/0.1.0 (+https://…)`).
    public var userAgent: String {
        [identity?.product, ForecastClientIdentity.userAgent].compactMap { $0 }.joined(separator: " ")
    }
}
