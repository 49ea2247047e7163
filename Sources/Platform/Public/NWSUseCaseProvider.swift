public import Domain

/// The use cases on the US National Weather Service (api.weather.gov), with places from Open-Meteo's geocoding.
///
/// Each forecast first asks `/points` for the place's gridpoint, then follows the forecast URL it gives (only on
/// the same server). Days are made from 12-hour periods: a date's high is its daytime period's, its low the night
/// that starts that evening. Points outside the United States have no forecast: that is a
/// `ForecastError.serviceError` saying so.
public struct NWSUseCaseProvider: RepositoryBackedUseCaseProvider {
    /// Open-Meteo's geocoding API.
    public let geocodingRepository: any GeocodingRepository
    /// The NWS's forecasts.
    public let forecastRepository: any AllForecastsRepository
    /// The clock the use cases that work from "now" read.
    public let clock: any WallClock

    /// What the NWS offers: 7 days, 156 hours, the conditions now (its first hour), in the United States.
    public static let capabilities = ForecastCapabilities(
        products: Set(ForecastCapabilities.Product.allCases), maximumDays: NWSForecastRepository.maximumDays,
        maximumHours: NWSForecastRepository.maximumHours, maximumSearchResults: OpenMeteoGeocodingTarget.maximumCount
    )

    /// The NWS, for a person choosing a service.
    public static let profile = ForecastProviderProfile(
        id: "nws", name: "US National Weather Service", capabilities: capabilities, coverage: "the United States",
        needsKey: false, attribution: "Forecast from the US National Weather Service (public domain)",
        terms: "https://www.weather.gov/disclaimer"
    )

    /// What the NWS offers: the same as the type's `capabilities`.
    public var capabilities: ForecastCapabilities { Self.capabilities }

    /// Makes the provider.
    /// - Parameters:
    ///   - baseURL: The NWS API's base URL; `/points/…` is appended, and forecast URLs must be below it.
    ///   - places: Where places are found, and how long requests may take.
    ///   - clock: The clock the use cases that work from "now" read; the system's when `nil`.
    /// - Throws: `ForecastError.invalidInput(reason:)` when the base URL is not an http or https URL.
    public init(
        baseURL: String = "https://api.weather.gov", places: OpenMeteoConfiguration, clock: (any WallClock)? = nil
    ) throws(ForecastError) {
        let clock = clock ?? SystemClock()
        let http = forecastServicesHTTPClient(places, clock: clock)
        geocodingRepository = OpenMeteoGeocodingRepository(configuration: places, http: http, clock: clock)
        forecastRepository = NWSForecastRepository(
            client: ServiceClient(http: http, clock: clock, errorReason: NWSProblem.reason(in:)),
            baseURL: try OpenMeteoConfiguration.validatedBaseURL(baseURL)
        )
        self.clock = clock
    }
}
