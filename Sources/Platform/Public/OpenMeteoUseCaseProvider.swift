public import Domain

/// The use cases on Open-Meteo: the only thing an app needs from this module.
///
/// ```swift
/// let provider = OpenMeteoUseCaseProvider(configuration: try OpenMeteoConfiguration())
/// let forecast = try await provider.makeGetDailyForecastUseCase()
///     .dailyForecast(for: DailyForecastRequest(location: .place(try PlaceQuery("London")), days: 3))
/// ```
public struct OpenMeteoUseCaseProvider: RepositoryBackedUseCaseProvider {
    /// Open-Meteo's geocoding API.
    public let geocodingRepository: any GeocodingRepository
    /// Open-Meteo's forecast API.
    public let forecastRepository: any AllForecastsRepository
    /// The clock the use cases that work from "now" read.
    public let clock: any WallClock

    /// What Open-Meteo offers: daily forecasts of up to 16 days, hourly ones of up to 384 hours, the
    /// conditions now, and up to 100 places a search.
    public static let capabilities = ForecastCapabilities(
        products: Set(ForecastCapabilities.Product.allCases),
        maximumDays: OpenMeteoForecastRepository.maximumDays,
        maximumHours: OpenMeteoForecastRepository.maximumHours,
        maximumSearchResults: OpenMeteoGeocodingTarget.maximumCount
    )

    /// Open-Meteo, for a person choosing a service.
    public static let profile = ForecastProviderProfile(
        id: "open-meteo", name: "Open-Meteo", capabilities: capabilities, coverage: "worldwide", needsKey: false,
        attribution: "Weather data by Open-Meteo.com (CC BY 4.0)", terms: "https://open-meteo.com/en/terms"
    )

    /// Makes the provider on the system clock; every use case it makes shares one HTTP client on libcurl.
    public init(configuration: OpenMeteoConfiguration) {
        self.init(configuration: configuration, clock: SystemClock())
    }

    /// Makes the provider with the clock the use cases that work from "now" read (hourly forecasts, checks).
    public init(configuration: OpenMeteoConfiguration, clock: any WallClock) {
        let http = forecastServicesHTTPClient(configuration, clock: clock)
        let client = ServiceClient(http: http, clock: clock, errorReason: OpenMeteoErrorBody.reason(in:))
        geocodingRepository = OpenMeteoGeocodingRepository(
            client: client, baseURL: configuration.geocodingBaseURL, language: configuration.language
        )
        forecastRepository = OpenMeteoForecastRepository(client: client, baseURL: configuration.forecastBaseURL)
        self.clock = clock
    }

    /// Starts the HTTP transport's one-time process set-up on a background thread, so that the first request need
    /// not wait for it: loading libcurl (opened at run time, with its TLS and compression libraries) and
    /// initialising it. A process concern, for this package's executable only; a process that calls it must call
    /// ``finishTransportPreparation()`` before it exits. Without it, the first request does the set-up.
    package static func prepareTransport() {
        CurlLibrary.startLoadingInBackground()
    }

    /// Waits until the set-up that ``prepareTransport()`` started has finished, so that exiting the process cannot
    /// interrupt it; returns at once if it was not started.
    package static func finishTransportPreparation() {
        CurlLibrary.waitForBackgroundLoad()
    }

    /// What Open-Meteo offers: the same as the type's `capabilities`.
    public var capabilities: ForecastCapabilities { Self.capabilities }
}
