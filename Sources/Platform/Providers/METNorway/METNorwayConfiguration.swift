public import Domain

/// Where MET Norway's Locationforecast is. What every provider shares (timeouts, language, cache, the place
/// search, the app's identity its terms ask for) is in ``ProviderSettings``.
public struct METNorwayConfiguration: Sendable, Hashable {
    /// MET Norway's public API.
    public static let defaultBaseURL = "https://api.met.no"

    /// MET Norway's API base URL; `/weatherapi/locationforecast/2.0/compact` is appended.
    public let baseURL: String

    /// Makes a configuration.
    /// - Throws: `ForecastError.invalidInput(reason:)` when the base URL is not an http or https URL.
    public init(baseURL: String = METNorwayConfiguration.defaultBaseURL) throws(ForecastError) {
        self.baseURL = try BaseURL.validated(baseURL)
    }
}
