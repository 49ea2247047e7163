public import Domain

/// Where the US National Weather Service's API is. What every provider shares (timeouts, language, cache, the
/// place search, the app's identity its terms ask for) is in ``ProviderSettings``.
public struct NWSConfiguration: Sendable, Hashable {
    /// The NWS's public API.
    public static let defaultBaseURL = "https://api.weather.gov"

    /// The NWS API's base URL; `/points/…` is appended, and the forecast URLs it gives must be below it.
    public let baseURL: String

    /// Makes a configuration.
    /// - Throws: `ForecastError.invalidInput(reason:)` when the base URL is not an http or https URL.
    public init(baseURL: String = NWSConfiguration.defaultBaseURL) throws(ForecastError) {
        self.baseURL = try BaseURL.validated(baseURL)
    }
}
