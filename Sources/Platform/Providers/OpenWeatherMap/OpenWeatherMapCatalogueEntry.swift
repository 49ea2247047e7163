internal import Domain

/// OpenWeatherMap in the ``ServiceCatalogue``: forecasts worldwide, with the user's API key, on the free plan (5 days
/// in 3-hour steps) or a paid one (16 days).
extension ServiceCatalogue.Entry {
    /// What OpenWeatherMap offers on `plan`.
    static func openWeatherMapCapabilities(on plan: OpenWeatherMapConfiguration.Plan) -> ForecastCapabilities {
        ForecastCapabilities(
            products: Set(ForecastCapabilities.Product.allCases), maximumDays: plan.maximumDays,
            maximumHours: OpenWeatherMapForecastRepository.maximumHours,
            maximumSearchResults: OpenMeteoGeocodingTarget.maximumCount
        )
    }

    /// OpenWeatherMap on `plan`, for a person choosing a forecast provider.
    static func openWeatherMapProfile(on plan: OpenWeatherMapConfiguration.Plan) -> ForecastProviderProfile {
        ForecastProviderProfile(
            id: "openweathermap", name: "OpenWeatherMap", capabilities: openWeatherMapCapabilities(on: plan), coverage: "worldwide",
            needsKey: true, attribution: OpenWeatherMapForecastRepository.credit.attribution + " (CC BY-SA 4.0)", terms: "https://openweathermap.org/terms"
        )
    }

    /// The forecasts, with the key and plan of the settings' access.
    static let openWeatherMap = Self(
        id: "openweathermap", name: "OpenWeatherMap", coverage: "worldwide",
        attribution: openWeatherMapProfile(on: .free).attribution, terms: openWeatherMapProfile(on: .free).terms,
        defaultBaseURL: OpenWeatherMapConfiguration.defaultBaseURL, credit: OpenWeatherMapForecastRepository.credit,
        plans: OpenWeatherMapConfiguration.Plan.allCases.map(\.rawValue),
        forecastProfile: { plan in openWeatherMapProfile(on: plan.flatMap(OpenWeatherMapConfiguration.Plan.init(rawValue:)) ?? .free) },
        forecasts: ServedForecasts(path: "/data/2.5") { context throws(ServiceSetupError) in
            let key = try context.requiredKey()
            guard let plan = OpenWeatherMapConfiguration.Plan(rawValue: context.access.plan ?? "free") else {
                throw .unknownPlan(service: context.id, plans: OpenWeatherMapConfiguration.Plan.allCases.map(\.rawValue))
            }
            let configuration: OpenWeatherMapConfiguration
            do {
                configuration = try OpenWeatherMapConfiguration(apiKey: key, plan: plan, baseURL: context.baseURL)
            } catch {
                throw .malformedKey(service: context.id)
            }
            let repository = OpenWeatherMapForecastRepository(
                client: context.client(errorReason: OpenWeatherMapErrorBody.reason(in:), secrets: [configuration.apiKey]),
                baseURL: configuration.baseURL, key: configuration.apiKey, plan: configuration.plan
            )
            return ForecastParts(repository: repository, capabilities: openWeatherMapCapabilities(on: plan))
        }
    )
}
