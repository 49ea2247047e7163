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
/// let forecast = try await services.make(.dailyForecast).dailyForecast(for: DailyForecastRequest(location: bergen, days: 3))
/// let air = try await services.make(.airQuality).airQuality(for: AirQualityRequest(location: bergen))
/// ```
public struct WeatherServices: UseCaseProvider {
    /// The id of the provider that forecasts.
    public let forecastProvider: String
    /// What the forecast provider offers, and its limits, on the plan chosen.
    public var capabilities: ForecastCapabilities { assembly.forecasts.capabilities }
    /// What every use case is made from.
    private let assembly: ServiceAssembly

    /// Makes every use case over `settings`, forecasts from `forecastProvider`, on the system clock. Nothing is asked
    /// of any service until a use case is used.
    /// - Throws: `ServiceSetupError`: no forecast provider has that id; it needs a key the settings lack, or the
    ///   key is malformed or the plan unknown; the settings name a service the catalogue does not have (or choose one
    ///   for a data set it does not serve), or replace a base URL with one that cannot be used.
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
        for (dataSet, id) in settings.chosenSources.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            let serving = ServiceCatalogue.entries.filter { $0.serves(dataSet) }.map(\.id)
            guard serving.contains(id) else {
                guard ServiceCatalogue.entries.contains(where: { $0.id == id }) else { throw .unknownService(id, known: serving) }
                throw .doesNotServe(service: id, dataSet: dataSet.rawValue, servedBy: serving)
            }
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
        self.forecastProvider = provider.id
        let forecasts = try ServiceAssembly.forecastParts(of: provider, in: contexts)
        assembly = ServiceAssembly(
            forecasts: forecasts, contexts: contexts, chosenSources: settings.chosenSources, clock: clock, zones: SystemTimeZoneRules()
        )
    }

    /// See `UseCaseProvider/make(_:)`: the use case of `kind`, from the services that serve its data set. Every one
    /// finds places through the one resolution shared here.
    /// - Throws: `UseCaseUnavailable` for a kind no data set of this library registers.
    public func make<UseCase>(_ kind: UseCaseKind<UseCase>) throws(UseCaseUnavailable) -> UseCase {
        try DataSetPlugs.useCases.make(kind, in: assembly)
    }
}
