public import Domain

/// Where Open-Meteo's air quality API is (a service of its own beside the forecast API, free and keyless).
public struct OpenMeteoAirQualityConfiguration: Sendable, Hashable {
    /// The public air quality API.
    public static let defaultBaseURL = "https://air-quality-api.open-meteo.com"

    /// The air quality API's base URL; `/v1/air-quality` is appended.
    public let baseURL: String

    /// Makes a configuration.
    /// - Throws: `ForecastError.invalidInput(reason:)` when the base URL is not an http or https URL.
    public init(baseURL: String = OpenMeteoAirQualityConfiguration.defaultBaseURL) throws(ForecastError) {
        self.baseURL = try BaseURL.validated(baseURL)
    }
}
