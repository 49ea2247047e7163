internal import Domain

/// Where OpenWeatherMap is, and the API key and plan to use it with. What every service shares (timeouts,
/// language, cache) is in ``ProviderSettings``. The key is a secret: this type never prints it (its description shows `***`), and no error carries it.
struct OpenWeatherMapConfiguration: Sendable, Hashable, CustomStringConvertible {
    /// Which of OpenWeatherMap's plans the key belongs to; it decides the daily endpoint.
    enum Plan: String, Sendable, CaseIterable {
        /// The free plan: `/data/2.5/forecast`, five days in 3-hour steps, made into days here.
        case free
        /// A paid plan: `/data/2.5/forecast/daily`, up to 16 days.
        case paid
    }

    /// OpenWeatherMap's public API.
    static let defaultBaseURL = "https://api.openweathermap.org"

    /// OpenWeatherMap's API base URL; `/data/2.5/…` is appended.
    let baseURL: String
    /// The API key (`appid`).
    let apiKey: String
    /// The plan the key belongs to.
    let plan: Plan

    /// Makes a configuration.
    /// - Throws: `ForecastError.invalidInput(reason:)` when the key is empty or holds anything but letters and
    ///   digits, or the base URL is not an http or https URL.
    init(
        apiKey: String, plan: Plan = .free, baseURL: String = OpenWeatherMapConfiguration.defaultBaseURL
    ) throws(ForecastError) {
        guard !apiKey.isEmpty, apiKey.utf8.count <= 128, apiKey.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
            throw .invalidInput(reason: "the OpenWeatherMap API key must be letters and digits")
        }
        self.apiKey = apiKey
        self.plan = plan
        self.baseURL = try BaseURL.validated(baseURL)
    }

    /// The configuration with its key hidden.
    var description: String {
        "OpenWeatherMapConfiguration(baseURL: \(baseURL), apiKey: ***, plan: \(plan.rawValue))"
    }
}
