public import Domain

/// Where Open-Meteo's historical weather API is (ERA5 reanalysis from 1940, free and keyless).
public struct OpenMeteoArchiveConfiguration: Sendable, Hashable {
    /// The public archive API.
    public static let defaultBaseURL = "https://archive-api.open-meteo.com"

    /// The archive API's base URL; `/v1/archive` is appended.
    public let baseURL: String

    /// Makes a configuration.
    /// - Throws: `ForecastError.invalidInput(reason:)` when the base URL is not an http or https URL.
    public init(baseURL: String = OpenMeteoArchiveConfiguration.defaultBaseURL) throws(ForecastError) {
        self.baseURL = try BaseURL.validated(baseURL)
    }
}
