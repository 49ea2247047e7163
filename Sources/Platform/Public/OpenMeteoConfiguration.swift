public import Domain

/// Where the Open-Meteo services are and how long to wait for them.
///
/// The defaults reach the public free API. Self-hosted or commercial users change the base URLs. Reading them
/// from the environment or a file is the app's business, not this library's.
public struct OpenMeteoConfiguration: Sendable, Hashable {
    /// The forecast API's base URL; `/v1/forecast` is appended.
    public var forecastBaseURL: String
    /// The geocoding API's base URL; `/v1/search` is appended.
    public var geocodingBaseURL: String
    /// The longest one request may take, connecting included.
    public var requestTimeout: Duration
    /// The longest connecting to a service may take.
    public var connectTimeout: Duration
    /// The language place names come in, as an ISO 639-1 code.
    public var language: String
    /// The cache on disk every request goes through; `nil` (the default): none, every answer is fetched.
    public var cache: ResponseCache? = nil
    /// Where a line about each request goes; `nil` (the default): nowhere.
    public var requestLog: RequestLog? = nil

    /// Makes a configuration.
    /// - Throws: `ForecastError.invalidInput(reason:)` when a base URL is not an http or https URL, or a
    ///   timeout is not positive.
    public init(
        forecastBaseURL: String = "https://api.open-meteo.com",
        geocodingBaseURL: String = "https://geocoding-api.open-meteo.com",
        requestTimeout: Duration = .seconds(15),
        connectTimeout: Duration = .seconds(10),
        language: String = "en"
    ) throws(ForecastError) {
        self.forecastBaseURL = try Self.validatedBaseURL(forecastBaseURL)
        self.geocodingBaseURL = try Self.validatedBaseURL(geocodingBaseURL)
        guard requestTimeout > .zero, connectTimeout > .zero else {
            throw .invalidInput(reason: "timeouts must be longer than zero")
        }
        self.requestTimeout = requestTimeout
        self.connectTimeout = connectTimeout
        self.language = language
    }

    /// The URL without trailing slashes. It may carry credentials (`https://user:password@host`), which libcurl
    /// sends as Basic authentication and which no message ever shows.
    /// - Throws: `ForecastError.invalidInput(reason:)` when it is not an http or https URL with no query, or holds
    ///   spaces or control characters (a CR or LF could smuggle a header into the request); the reason quotes
    ///   the URL with its credentials replaced by `***`.
    public static func validatedBaseURL(_ text: String) throws(ForecastError) -> String {
        var url = text
        while url.hasSuffix("/") { url.removeLast() }
        let lowered = url.lowercased()
        let scheme = ["http://", "https://"].first { lowered.hasPrefix($0) }
        let forbidden: (Unicode.Scalar) -> Bool = { $0.value <= 0x20 || $0.value == 0x7F || $0 == "?" || $0 == "#" }
        guard let scheme, url.count > scheme.count, !url.unicodeScalars.contains(where: forbidden) else {
            throw .invalidInput(reason: "must be an http:// or https:// URL with no query, not \"\(redactingCredentials(in: text))\"")
        }
        return url
    }

    /// `text` with any user name and password in its authority replaced by `***`.
    static func redactingCredentials(in text: String) -> String {
        let afterScheme = text.firstRange(of: "://")?.upperBound ?? text.startIndex
        let authorityEnd = text[afterScheme...].firstIndex(of: "/") ?? text.endIndex
        guard let at = text[afterScheme..<authorityEnd].lastIndex(of: "@") else { return text }
        return String(text[..<afterScheme]) + "***" + String(text[at...])
    }
}
