internal import Domain

/// The US National Weather Service in the ``ServiceCatalogue``: forecasts and alerts for the United States, from one
/// base URL (api.weather.gov).
extension ServiceCatalogue.Entry {
    /// What the NWS offers: daily forecasts of up to 7 days and hours up to 156, in the United States; alerts there.
    static let nwsCapabilities = ForecastCapabilities(
        products: Set(ForecastCapabilities.Product.allCases), maximumDays: NWSForecastRepository.maximumDays,
        maximumHours: NWSForecastRepository.maximumHours, maximumSearchResults: OpenMeteoGeocodingTarget.maximumCount,
        coverage: NWSForecastRepository.coverage, alertsCoverage: NWSForecastRepository.coverage
    )

    /// The NWS, for a person choosing a forecast provider.
    static let nwsProfile = ForecastProviderProfile(
        id: "nws", name: "US National Weather Service", capabilities: nwsCapabilities, coverage: NWSForecastRepository.coverage.name,
        needsKey: false, attribution: NWSForecastRepository.credit.attribution + " (public domain)", terms: "https://www.weather.gov/disclaimer"
    )

    /// The forecasts and alerts.
    static let nws = Self(
        id: nwsProfile.id, name: nwsProfile.name, coverage: nwsProfile.coverage,
        attribution: nwsProfile.attribution, terms: nwsProfile.terms,
        defaultBaseURL: "https://api.weather.gov", credit: NWSForecastRepository.credit, forecastProfile: { _ in nwsProfile },
        forecasts: ServedForecasts(path: "/points") { context in
            ForecastParts(
                repository: NWSForecastRepository(client: context.client(errorReason: NWSProblem.reason(in:)), baseURL: context.baseURL),
                capabilities: nwsCapabilities
            )
        },
        parts: [
            .serving(.alerts, at: "/alerts/active") { context in
                NWSAlertsRepository(client: context.client(errorReason: NWSProblem.reason(in:)), baseURL: context.baseURL)
            }
        ]
    )
}
