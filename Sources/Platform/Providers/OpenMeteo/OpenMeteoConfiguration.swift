public import Domain

/// Where Open-Meteo's forecast API is. The defaults reach the public free API; self-hosted or commercial users
/// change the base URL. What every provider shares (timeouts, language, cache, the place search) is in
/// ``ProviderSettings``.
public struct OpenMeteoConfiguration: Sendable, Hashable {
    /// The public forecast API.
    public static let defaultBaseURL = "https://api.open-meteo.com"

    /// The forecast API's base URL; `/v1/forecast` is appended.
    public let forecastBaseURL: String

    /// Makes a configuration.
    /// - Throws: `ForecastError.invalidInput(reason:)` when the base URL is not an http or https URL.
    public init(forecastBaseURL: String = OpenMeteoConfiguration.defaultBaseURL) throws(ForecastError) {
        self.forecastBaseURL = try BaseURL.validated(forecastBaseURL)
    }
}
