import FoundationEssentials
internal import Domain

/// What every provider's use cases are made over: one HTTP client for the shared settings (libcurl, retries, the
/// cache, the request log), the place search every provider uses, and the clock.
struct ProviderWiring {
    /// The client every request of the provider goes through.
    let http: any HTTPClient
    /// The clock the use cases that work from "now" read.
    let clock: any WallClock
    /// Where places are found: Open-Meteo's geocoding, in the settings' language.
    let placeSearch: any GeocodingRepository

    /// Makes the HTTP client and place search for `settings`.
    init(settings: ProviderSettings, clock: any WallClock) {
        http = providersHTTPClient(settings, clock: clock)
        self.clock = clock
        placeSearch = OpenMeteoGeocodingRepository(
            client: ProviderClient(http: http, clock: clock, errorReason: OpenMeteoErrorBody.reason(in:)),
            baseURL: settings.placeSearchBaseURL, language: settings.language
        )
    }

    /// A client for one provider's targets: its error bodies read by `errorReason`, every secret kept out of errors.
    func client(errorReason: @escaping @Sendable (Data) -> String?, secrets: [String] = []) -> ProviderClient {
        ProviderClient(http: http, clock: clock, errorReason: errorReason, secrets: secrets)
    }
}
