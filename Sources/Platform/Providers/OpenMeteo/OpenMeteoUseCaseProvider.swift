public import Domain

/// The use cases on Open-Meteo's forecast API, with places from its geocoding.
///
/// ```swift
/// let provider = OpenMeteoUseCaseProvider(configuration: try OpenMeteoConfiguration(), settings: try ProviderSettings())
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
    /// The system's time zones (tzdata), for the sunrise and sunset computed on a place's clocks.
    public let timeZoneRules: any TimeZoneRules = SystemTimeZoneRules()

    /// What Open-Meteo offers: daily forecasts of up to 16 days, hourly ones of up to 384 hours, the
    /// conditions now, and up to 100 places a search, worldwide.
    public static let capabilities = ForecastCapabilities(
        products: Set(ForecastCapabilities.Product.allCases),
        maximumDays: OpenMeteoForecastRepository.maximumDays,
        maximumHours: OpenMeteoForecastRepository.maximumHours,
        maximumSearchResults: OpenMeteoGeocodingTarget.maximumCount
    )

    /// Open-Meteo, for a person choosing a service.
    public static let profile = ForecastProviderProfile(
        id: "open-meteo", name: "Open-Meteo", capabilities: capabilities, coverage: "worldwide", needsKey: false,
        attribution: OpenMeteoForecastRepository.credit.attribution + " (CC BY 4.0)", terms: "https://open-meteo.com/en/terms"
    )

    /// What Open-Meteo offers: the same as the type's `capabilities`.
    public var capabilities: ForecastCapabilities { Self.capabilities }

    /// Makes the provider on the system clock; every use case it makes shares one HTTP client on libcurl.
    public init(configuration: OpenMeteoConfiguration, settings: ProviderSettings) {
        self.init(configuration: configuration, settings: settings, clock: SystemClock())
    }

    /// Makes the provider with the clock the use cases that work from "now" read (hourly forecasts, checks).
    public init(configuration: OpenMeteoConfiguration, settings: ProviderSettings, clock: any WallClock) {
        let wiring = ProviderWiring(settings: settings, clock: clock)
        geocodingRepository = wiring.placeSearch
        forecastRepository = OpenMeteoForecastRepository(
            client: wiring.client(errorReason: OpenMeteoErrorBody.reason(in:)), baseURL: configuration.forecastBaseURL
        )
        self.clock = clock
    }

    /// Open-Meteo in the ``ProviderCatalogue``.
    static let catalogueEntry = ProviderCatalogue.Entry(
        id: profile.id, defaultBaseURL: OpenMeteoConfiguration.defaultBaseURL, credit: OpenMeteoForecastRepository.credit,
        profile: { _ in profile }
    ) { making throws(ProviderAccessError) in
        OpenMeteoUseCaseProvider(
            configuration: try making.configuration(OpenMeteoConfiguration.init(forecastBaseURL:)), settings: making.settings, clock: making.clock
        )
    }
}
