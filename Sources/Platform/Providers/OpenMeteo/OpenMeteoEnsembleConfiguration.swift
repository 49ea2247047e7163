public import Domain

/// Where Open-Meteo's ensemble API is (free and keyless): every member of one model's runs.
public struct OpenMeteoEnsembleConfiguration: Sendable, Hashable {
    /// The public ensemble API.
    public static let defaultBaseURL = "https://ensemble-api.open-meteo.com"

    /// The ensemble API's base URL; `/v1/ensemble` is appended.
    public let baseURL: String

    /// Makes a configuration.
    /// - Throws: `ForecastError.invalidInput(reason:)` when the base URL is not an http or https URL.
    public init(baseURL: String = OpenMeteoEnsembleConfiguration.defaultBaseURL) throws(ForecastError) {
        self.baseURL = try BaseURL.validated(baseURL)
    }
}
