public import Domain

/// The use cases on MET Norway's Locationforecast (yr.no's forecasts), with places from Open-Meteo's geocoding.
///
/// Its terms are kept: requests name the application (``ProviderSettings/identity``, then forecast), coordinates
/// have at most four decimals, and reports credit "Data from MET Norway". Days are the place's local dates (its
/// IANA zone, read from the system's tzdata), or UTC dates for a bare coordinate.
///
/// ```swift
/// let provider = METNorwayUseCaseProvider(configuration: try METNorwayConfiguration(), settings: try ProviderSettings())
/// let forecast = try await provider.makeGetDailyForecastUseCase()
///     .dailyForecast(for: DailyForecastRequest(location: .place(try PlaceQuery("Oslo")), days: 3))
/// ```
public struct METNorwayUseCaseProvider: RepositoryBackedUseCaseProvider {
    /// Open-Meteo's geocoding API.
    public let geocodingRepository: any GeocodingRepository
    /// MET Norway's Locationforecast.
    public let forecastRepository: any AllForecastsRepository
    /// The clock the use cases that work from "now" read.
    public let clock: any WallClock
    /// The system's time zones (tzdata), for the sunrise and sunset computed on a place's clocks.
    public let timeZoneRules: any TimeZoneRules = SystemTimeZoneRules()

    /// What MET Norway offers: daily forecasts of up to 9 days, hours up to 200 (hour by hour for about 2.5 days,
    /// then in 6-hour steps), the conditions now, and Open-Meteo's place search, worldwide; warnings (MetAlerts) in
    /// Norway and Svalbard.
    public static let capabilities = ForecastCapabilities(
        products: Set(ForecastCapabilities.Product.allCases),
        maximumDays: METNorwayForecastRepository.maximumDays,
        maximumHours: METNorwayForecastRepository.maximumHours,
        maximumSearchResults: OpenMeteoGeocodingTarget.maximumCount,
        alertsCoverage: METNorwayAlertsRepository.coverage
    )

    /// MET Norway, for a person choosing a service.
    public static let profile = ForecastProviderProfile(
        id: "met-norway", name: "MET Norway", capabilities: capabilities, coverage: "worldwide (best in the Nordic countries)",
        needsKey: false, attribution: METNorwayForecastRepository.credit.attribution, terms: "https://api.met.no/doc/TermsOfService"
    )

    /// What MET Norway offers: the same as the type's `capabilities`.
    public var capabilities: ForecastCapabilities { Self.capabilities }

    /// Makes the provider on the system clock.
    public init(configuration: METNorwayConfiguration, settings: ProviderSettings) {
        self.init(configuration: configuration, settings: settings, clock: SystemClock())
    }

    /// Makes the provider with the clock the use cases that work from "now" read.
    public init(configuration: METNorwayConfiguration, settings: ProviderSettings, clock: any WallClock) {
        let wiring = ProviderWiring(settings: settings, clock: clock)
        geocodingRepository = wiring.placeSearch
        forecastRepository = METNorwayForecastRepository(client: wiring.client(errorReason: { _ in nil }), baseURL: configuration.baseURL)
        self.clock = clock
    }

    /// MET Norway in the ``ProviderCatalogue``.
    static let catalogueEntry = ProviderCatalogue.Entry(
        id: profile.id, defaultBaseURL: METNorwayConfiguration.defaultBaseURL, credit: METNorwayForecastRepository.credit,
        profile: { _ in profile },
        alerts: { wiring, baseURL in METNorwayAlertsRepository(client: wiring.client(errorReason: { _ in nil }), baseURL: baseURL) }
    ) { making throws(ProviderAccessError) in
        METNorwayUseCaseProvider(
            configuration: try making.configuration(METNorwayConfiguration.init(baseURL:)), settings: making.settings, clock: making.clock
        )
    }
}
