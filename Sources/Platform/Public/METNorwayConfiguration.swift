public import Domain

/// Where MET Norway's Locationforecast is, and the Open-Meteo configuration its places come from.
///
/// MET Norway has no place search and answers in UTC; places (with their time zones) are found with Open-Meteo's
/// keyless geocoding, whose configuration also sets the timeouts.
public struct METNorwayConfiguration: Sendable, Hashable {
    /// MET Norway's API base URL; `/weatherapi/locationforecast/2.0/compact` is appended.
    public var baseURL: String
    /// Where places are found, and how long requests may take.
    public var places: OpenMeteoConfiguration

    /// Makes a configuration.
    /// - Throws: `ForecastError.invalidInput(reason:)` when the base URL is not an http or https URL.
    public init(baseURL: String = "https://api.met.no", places: OpenMeteoConfiguration) throws(ForecastError) {
        self.baseURL = try OpenMeteoConfiguration.validatedBaseURL(baseURL)
        self.places = places
    }
}
