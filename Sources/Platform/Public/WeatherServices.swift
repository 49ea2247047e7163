public import Domain

/// Every use case of the weather services in the ``ServiceCatalogue``, from one value: forecasts from the provider
/// chosen, and place search, official warnings, air quality, history, normals, ensembles, comparisons and the Sun
/// and Moon from the services that give them, whichever provider forecasts.
///
/// Every use case it makes finds places through one `SharedPlaceResolution`: asking five data sets for "Bergen",
/// even at the same time, searches for Bergen once. Every request shares one HTTP client, its cache and its log.
///
/// ```swift
/// let services = try WeatherServices(settings: try ProviderSettings(), forecastProvider: "met-norway")
/// let bergen = ForecastLocation.place(try PlaceQuery("Bergen"))
/// let forecast = try await services.makeGetDailyForecastUseCase().dailyForecast(for: DailyForecastRequest(location: bergen, days: 3))
/// let air = try await services.makeGetAirQualityUseCase().airQuality(for: AirQualityRequest(location: bergen))
/// ```
public struct WeatherServices: UseCaseProvider {
    /// The id of the provider that forecasts.
    public let forecastProvider: String
    /// What the forecast provider offers, and its limits, on the plan chosen.
    public let capabilities: ForecastCapabilities
    private let forecasts: any AllForecastsRepository
    private let placeSearch: any GeocodingRepository
    private let places: SharedPlaceResolution
    private let contexts: [String: ServiceContext]
    private let clock: any WallClock
    private let zones: any TimeZoneRules = SystemTimeZoneRules()

    /// Makes every use case over `settings`, forecasts from `forecastProvider`, on the system clock. Nothing is asked
    /// of any service until a use case is used.
    /// - Throws: `ServiceSetupError`: no forecast provider has that id; it needs a key the settings lack, or the
    ///   key is malformed or the plan unknown; the settings name a service the catalogue does not have, or replace a
    ///   base URL with one that cannot be used.
    public init(settings: ProviderSettings, forecastProvider: String = ServiceCatalogue.defaultForecastProvider) throws(ServiceSetupError) {
        try self.init(settings: settings, forecastProvider: forecastProvider, clock: SystemClock())
    }

    /// Makes every use case as ``init(settings:forecastProvider:)`` does, with `clock` telling when "now" is.
    /// - Throws: As ``init(settings:forecastProvider:)``.
    public init(settings: ProviderSettings, forecastProvider: String = ServiceCatalogue.defaultForecastProvider, clock: any WallClock) throws(ServiceSetupError) {
        let provider = try ServiceCatalogue.forecastProvider(id: forecastProvider)
        if let unknown = settings.services.keys.sorted().first(where: { id in !ServiceCatalogue.entries.contains { $0.id == id } }) {
            throw .unknownService(unknown, known: ServiceCatalogue.entries.map(\.id))
        }
        let wiring = ProviderWiring(settings: settings, clock: clock)
        var baseURLs: [String: String] = [:]
        for entry in ServiceCatalogue.entries {
            baseURLs[entry.id] = try entry.baseURL(settings.services[entry.id]?.baseURL)
        }
        var contexts: [String: ServiceContext] = [:]
        for entry in ServiceCatalogue.entries {
            contexts[entry.id] = ServiceContext(
                id: entry.id, baseURL: baseURLs[entry.id] ?? entry.defaultBaseURL, access: settings.services[entry.id] ?? ProviderAccess(),
                wiring: wiring, language: settings.language, baseURLs: baseURLs
            )
        }
        self.contexts = contexts
        self.clock = clock
        self.forecastProvider = provider.id
        let forecastParts = try Self.forecastParts(of: provider, in: contexts)
        forecasts = forecastParts.repository
        capabilities = forecastParts.capabilities
        placeSearch = Self.part(\.placeSearch, in: contexts)
        places = SharedPlaceResolution(PlaceResolutionService(geocoding: placeSearch))
    }

    /// See `UseCaseProvider/makeSearchPlacesUseCase()`.
    public func makeSearchPlacesUseCase() -> any SearchPlacesUseCase { PlaceSearchService(geocoding: placeSearch) }

    /// See `UseCaseProvider/makeResolvePlaceUseCase()`: the one every use case here shares.
    public func makeResolvePlaceUseCase() -> any ResolvePlaceUseCase { places }

    /// See `UseCaseProvider/makeGetDailyForecastUseCase()`.
    public func makeGetDailyForecastUseCase() -> any GetDailyForecastUseCase {
        DailyForecastService(places: places, forecasts: forecasts, zones: zones)
    }

    /// See `UseCaseProvider/makeGetHourlyForecastUseCase()`.
    public func makeGetHourlyForecastUseCase() -> any GetHourlyForecastUseCase {
        HourlyForecastService(places: places, forecasts: forecasts, clock: clock)
    }

    /// See `UseCaseProvider/makeGetCurrentConditionsUseCase()`.
    public func makeGetCurrentConditionsUseCase() -> any GetCurrentConditionsUseCase {
        CurrentConditionsService(places: places, conditions: forecasts)
    }

    /// See `UseCaseProvider/makeCheckWeatherUseCase()`.
    public func makeCheckWeatherUseCase() -> any CheckWeatherUseCase {
        WeatherCheckService(places: places, forecasts: forecasts, clock: clock)
    }

    /// See `UseCaseProvider/makeCompareForecastsUseCase()`: every forecast provider of the catalogue, each with
    /// the settings' access; one that cannot be set up (no key) takes part as skipped, with the reason.
    public func makeCompareForecastsUseCase() -> any CompareForecastsUseCase {
        let providers = ServiceCatalogue.forecastProviders.map { entry in
            do throws(ServiceSetupError) {
                return ComparedProvider(id: entry.id, forecasts: try Self.forecastParts(of: entry, in: contexts).repository)
            } catch {
                return ComparedProvider(id: entry.id, unavailable: .misconfigured(error))
            }
        }
        return ForecastComparisonService(places: places, providers: providers)
    }

    /// See `UseCaseProvider/makeGetAlertsUseCase()`: every service that issues warnings, each where it covers.
    public func makeGetAlertsUseCase() -> any GetAlertsUseCase {
        let sources = ServiceCatalogue.entries.compactMap { entry in contexts[entry.id].flatMap { entry.parts.alerts?.make($0) } }
        return AlertsService(sources: sources, clock: clock, zones: zones)
    }

    /// See `UseCaseProvider/makeGetAirQualityUseCase()`.
    public func makeGetAirQualityUseCase() -> any GetAirQualityUseCase {
        AirQualityService(places: places, repository: Self.part(\.airQuality, in: contexts))
    }

    /// See `UseCaseProvider/makeGetHistoryUseCase()`.
    public func makeGetHistoryUseCase() -> any GetHistoryUseCase {
        HistoryService(places: places, repository: Self.part(\.history, in: contexts), zones: zones, clock: clock)
    }

    /// See `UseCaseProvider/makeCompareWithNormalUseCase()`.
    public func makeCompareWithNormalUseCase() -> any CompareWithNormalUseCase {
        NormalsService(repository: Self.part(\.normals, in: contexts))
    }

    /// See `UseCaseProvider/makeGetEnsembleOutlookUseCase()`.
    public func makeGetEnsembleOutlookUseCase() -> any GetEnsembleOutlookUseCase { ensemble }

    /// See `UseCaseProvider/makeCheckEnsembleRainUseCase()`.
    public func makeCheckEnsembleRainUseCase() -> any CheckEnsembleRainUseCase { ensemble }

    /// See `UseCaseProvider/makeGetNowcastUseCase()`: every service that gives nowcasts, radar before models (a
    /// service that answers only in its own area, as a radar does, before one that answers everywhere; each kind in
    /// the catalogue's order), each asked where its own area covers the place. The catalogue lists Open-Meteo first,
    /// as the default forecast provider, and its 15-minute model's area overlaps the radar's over Denmark and
    /// southern Sweden: there the radar is asked first.
    public func makeGetNowcastUseCase() -> any GetNowcastUseCase {
        let served = ServiceCatalogue.entries.compactMap { entry in contexts[entry.id].flatMap { entry.parts.nowcast?.make($0) } }
        let sources = served.filter { !$0.answersOutsideArea } + served.filter(\.answersOutsideArea)
        return NowcastService(places: places, sources: sources, clock: clock, zones: zones)
    }

    /// See `UseCaseProvider/makeGetSunTimesUseCase()`: computed, from the system's tzdata.
    public func makeGetSunTimesUseCase() -> any GetSunTimesUseCase { sky }

    /// See `UseCaseProvider/makeGetMoonPhasesUseCase()`: computed.
    public func makeGetMoonPhasesUseCase() -> any GetMoonPhasesUseCase { sky }

    private var ensemble: EnsembleService {
        EnsembleService(places: places, repository: Self.part(\.ensemble, in: contexts), clock: clock)
    }

    private var sky: SkyService { SkyService(places: places, zones: zones, clock: clock) }

    /// A forecast provider's repository and capabilities, made with its context.
    private static func forecastParts(of entry: ServiceCatalogue.Entry, in contexts: [String: ServiceContext]) throws(ServiceSetupError) -> ForecastParts {
        guard let make = entry.parts.forecasts?.make, let context = contexts[entry.id] else {
            throw .unknownProvider(entry.id, known: ServiceCatalogue.forecastProviders.map(\.id))
        }
        return try make(context)
    }

    /// The repository of the first entry that serves a data set; the catalogue has one for every data set (a test
    /// holds it to that).
    private static func part<Repository>(_ part: KeyPath<ServiceParts, Served<ServiceParts.Make<Repository>>?>, in contexts: [String: ServiceContext]) -> Repository {
        for entry in ServiceCatalogue.entries {
            if let make = entry.parts[keyPath: part]?.make, let context = contexts[entry.id] { return make(context) }
        }
        preconditionFailure("the service catalogue serves every data set")
    }
}
