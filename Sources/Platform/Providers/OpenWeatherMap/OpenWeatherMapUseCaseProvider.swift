public import Domain

/// The use cases on OpenWeatherMap, with the user's API key, and places from Open-Meteo's geocoding.
///
/// Daily forecasts come from the free plan's 3-hour steps (grouped into the place's local dates with the answer's
/// UTC offset) or, on a paid plan, from its daily endpoint; the conditions now from `/data/2.5/weather`. It gives
/// 3-hour steps as its hours. A key the service refuses is `ForecastError.keyRejected`; the key appears in no error.
public struct OpenWeatherMapUseCaseProvider: RepositoryBackedUseCaseProvider {
    /// Open-Meteo's geocoding API.
    public let geocodingRepository: any GeocodingRepository
    /// OpenWeatherMap's forecasts.
    public let forecastRepository: any AllForecastsRepository
    /// The clock the use cases that work from "now" read.
    public let clock: any WallClock
    /// The system's time zones (tzdata), for the sunrise and sunset computed on a place's clocks.
    public let timeZoneRules: any TimeZoneRules = SystemTimeZoneRules()
    /// What the plan offers.
    public let capabilities: ForecastCapabilities

    /// What OpenWeatherMap offers on a plan: daily forecasts (5 days free, 16 paid), hours in 3-hour steps, the
    /// conditions now, worldwide.
    public static func capabilities(on plan: OpenWeatherMapConfiguration.Plan) -> ForecastCapabilities {
        ForecastCapabilities(
            products: Set(ForecastCapabilities.Product.allCases), maximumDays: plan.maximumDays,
            maximumHours: OpenWeatherMapForecastRepository.maximumHours,
            maximumSearchResults: OpenMeteoGeocodingTarget.maximumCount
        )
    }

    /// OpenWeatherMap on a plan, for a person choosing a service.
    public static func profile(on plan: OpenWeatherMapConfiguration.Plan) -> ForecastProviderProfile {
        ForecastProviderProfile(
            id: "openweathermap", name: "OpenWeatherMap", capabilities: capabilities(on: plan), coverage: "worldwide",
            needsKey: true, attribution: OpenWeatherMapForecastRepository.credit.attribution + " (CC BY-SA 4.0)", terms: "https://openweathermap.org/terms"
        )
    }

    /// Makes the provider on the system clock.
    public init(configuration: OpenWeatherMapConfiguration, settings: ProviderSettings) {
        self.init(configuration: configuration, settings: settings, clock: SystemClock())
    }

    /// Makes the provider with the clock the use cases that work from "now" read.
    public init(configuration: OpenWeatherMapConfiguration, settings: ProviderSettings, clock: any WallClock) {
        let wiring = ProviderWiring(settings: settings, clock: clock)
        geocodingRepository = wiring.placeSearch
        forecastRepository = OpenWeatherMapForecastRepository(
            client: wiring.client(errorReason: OpenWeatherMapErrorBody.reason(in:), secrets: [configuration.apiKey]),
            baseURL: configuration.baseURL, key: configuration.apiKey, plan: configuration.plan
        )
        self.clock = clock
        capabilities = Self.capabilities(on: configuration.plan)
    }

    /// OpenWeatherMap in the ``ProviderCatalogue``: its plans, and its key checked before anything is made.
    static let catalogueEntry = ProviderCatalogue.Entry(
        id: "openweathermap", plans: OpenWeatherMapConfiguration.Plan.allCases.map(\.rawValue),
        defaultBaseURL: OpenWeatherMapConfiguration.defaultBaseURL, credit: OpenWeatherMapForecastRepository.credit,
        profile: { plan in profile(on: plan.flatMap(OpenWeatherMapConfiguration.Plan.init(rawValue:)) ?? .free) }
    ) { making throws(ProviderAccessError) in
        let key = try making.requiredKey()
        guard let plan = OpenWeatherMapConfiguration.Plan(rawValue: making.access.plan ?? "free") else {
            throw .unknownPlan(provider: making.id, plans: OpenWeatherMapConfiguration.Plan.allCases.map(\.rawValue))
        }
        let configuration: OpenWeatherMapConfiguration
        do {
            configuration = try OpenWeatherMapConfiguration(apiKey: key, plan: plan, baseURL: making.baseURL)
        } catch {
            throw .malformedKey(provider: making.id)
        }
        return OpenWeatherMapUseCaseProvider(configuration: configuration, settings: making.settings, clock: making.clock)
    }
}
