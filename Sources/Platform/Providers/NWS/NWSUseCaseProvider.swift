public import Domain

/// The use cases on the US National Weather Service (api.weather.gov), with places from Open-Meteo's geocoding.
///
/// Each forecast first asks `/points` for the place's gridpoint, then follows the forecast URL it gives (only on
/// the same server). Days are made from 12-hour periods: a date's high is its daytime period's, its low the night
/// that starts that evening. A place known to be outside the United States and its territories is refused before
/// anything is sent (`ForecastError.outsideCoverage`); a bare coordinate outside is the service's 404, said the
/// same way.
public struct NWSUseCaseProvider: RepositoryBackedUseCaseProvider {
    /// Open-Meteo's geocoding API.
    public let geocodingRepository: any GeocodingRepository
    /// The NWS's forecasts.
    public let forecastRepository: any AllForecastsRepository
    /// The clock the use cases that work from "now" read.
    public let clock: any WallClock
    /// The system's time zones (tzdata), for the sunrise and sunset computed on a place's clocks.
    public let timeZoneRules: any TimeZoneRules = SystemTimeZoneRules()

    /// What the NWS offers: 7 days, 156 hours, the conditions now (its first hour), and warnings, in the United
    /// States and its territories.
    public static let capabilities = ForecastCapabilities(
        products: Set(ForecastCapabilities.Product.allCases), maximumDays: NWSForecastRepository.maximumDays,
        maximumHours: NWSForecastRepository.maximumHours, maximumSearchResults: OpenMeteoGeocodingTarget.maximumCount,
        coverage: NWSForecastRepository.coverage, alertsCoverage: NWSForecastRepository.coverage
    )

    /// The NWS, for a person choosing a service.
    public static let profile = ForecastProviderProfile(
        id: "nws", name: "US National Weather Service", capabilities: capabilities, coverage: NWSForecastRepository.coverage.name,
        needsKey: false, attribution: NWSForecastRepository.credit.attribution + " (public domain)", terms: "https://www.weather.gov/disclaimer"
    )

    /// What the NWS offers: the same as the type's `capabilities`.
    public var capabilities: ForecastCapabilities { Self.capabilities }

    /// Makes the provider on the system clock.
    public init(configuration: NWSConfiguration, settings: ProviderSettings) {
        self.init(configuration: configuration, settings: settings, clock: SystemClock())
    }

    /// Makes the provider with the clock the use cases that work from "now" read.
    public init(configuration: NWSConfiguration, settings: ProviderSettings, clock: any WallClock) {
        let wiring = ProviderWiring(settings: settings, clock: clock)
        geocodingRepository = wiring.placeSearch
        forecastRepository = NWSForecastRepository(client: wiring.client(errorReason: NWSProblem.reason(in:)), baseURL: configuration.baseURL)
        self.clock = clock
    }

    /// The NWS in the ``ProviderCatalogue``.
    static let catalogueEntry = ProviderCatalogue.Entry(
        id: profile.id, defaultBaseURL: NWSConfiguration.defaultBaseURL, credit: NWSForecastRepository.credit, profile: { _ in profile },
        alerts: { wiring, baseURL in NWSAlertsRepository(client: wiring.client(errorReason: NWSProblem.reason(in:)), baseURL: baseURL) }
    ) { making throws(ProviderAccessError) in
        NWSUseCaseProvider(
            configuration: try making.configuration(NWSConfiguration.init(baseURL:)), settings: making.settings, clock: making.clock
        )
    }
}
