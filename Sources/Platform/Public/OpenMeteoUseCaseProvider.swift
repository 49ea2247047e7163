public import Domain

/// The use cases on Open-Meteo: the only thing an app needs from this module.
///
/// ```swift
/// let provider = OpenMeteoUseCaseProvider(configuration: try OpenMeteoConfiguration())
/// let forecast = try await provider.makeGetDailyForecastUseCase()
///     .dailyForecast(for: DailyForecastRequest(location: .place("London"), days: 3))
/// ```
public struct OpenMeteoUseCaseProvider: UseCaseProvider {
    private let geocoding: OpenMeteoGeocodingRepository
    private let forecasts: OpenMeteoForecastRepository

    /// Makes the provider; every use case it makes shares one HTTP client on libcurl.
    public init(configuration: OpenMeteoConfiguration) {
        let http = CurlHTTPClient(configuration: HTTPClientConfiguration(
            connectTimeout: min(configuration.connectTimeout, configuration.requestTimeout),
            requestTimeout: configuration.requestTimeout,
            userAgent: ForecastClientIdentity.userAgent
        ))
        let client = OpenMeteoClient(http: http)
        geocoding = OpenMeteoGeocodingRepository(
            client: client, baseURL: configuration.geocodingBaseURL, language: configuration.language
        )
        forecasts = OpenMeteoForecastRepository(client: client, baseURL: configuration.forecastBaseURL)
    }

    /// Starts the HTTP transport's one-time process set-up on a background thread, so that the first request need
    /// not wait for it: loading libcurl (which is opened at run time, with its TLS and compression libraries) and
    /// initialising it. Call it as the process starts; a process that calls it must call
    /// ``finishTransportPreparation()`` before it exits. Without it, the first request does the set-up.
    public static func prepareTransport() {
        CurlLibrary.startLoadingInBackground()
    }

    /// Waits until the set-up that ``prepareTransport()`` started has finished, so that exiting the process cannot
    /// interrupt it; returns at once if it was not started.
    public static func finishTransportPreparation() {
        CurlLibrary.waitForBackgroundLoad()
    }

    /// A use case that searches places with Open-Meteo's geocoding API.
    public func makeSearchPlacesUseCase() -> any SearchPlacesUseCase {
        PlaceSearchService(geocoding: geocoding)
    }

    /// A use case that gives daily forecasts from Open-Meteo, finding places with its geocoding API.
    public func makeGetDailyForecastUseCase() -> any GetDailyForecastUseCase {
        DailyForecastService(geocoding: geocoding, forecasts: forecasts)
    }
}
