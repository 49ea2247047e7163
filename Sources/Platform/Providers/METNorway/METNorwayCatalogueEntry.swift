internal import Domain

/// MET Norway in the ``ServiceCatalogue``: the Locationforecast (yr.no's forecasts), MetAlerts and the radar's
/// Nowcast, from one base URL.
///
/// Its terms are kept: requests name the application (``ProviderSettings/identity``, then forecast), coordinates
/// have at most four decimals, and reports credit "Data from MET Norway". Days are the place's local dates (its
/// IANA zone, read from the system's tzdata), or UTC dates for a bare coordinate.
extension ServiceCatalogue.Entry {
    /// What MET Norway offers: daily forecasts of up to 9 days, hours up to 200 (hour by hour for about 2.5 days,
    /// then in 6-hour steps), the conditions now, and Open-Meteo's place search, worldwide; warnings (MetAlerts) in
    /// Norway and Svalbard.
    static let metNorwayCapabilities = ForecastCapabilities(
        products: Set(ForecastCapabilities.Product.allCases),
        maximumDays: METNorwayForecastRepository.maximumDays,
        maximumHours: METNorwayForecastRepository.maximumHours,
        maximumSearchResults: OpenMeteoGeocodingTarget.maximumCount,
        alertsCoverage: METNorwayAlertsRepository.coverage
    )

    /// MET Norway, for a person choosing a forecast provider.
    static let metNorwayProfile = ForecastProviderProfile(
        id: "met-norway", name: "MET Norway", capabilities: metNorwayCapabilities, coverage: "worldwide (best in the Nordic countries)",
        needsKey: false, attribution: METNorwayForecastRepository.credit.attribution, terms: "https://api.met.no/doc/TermsOfService"
    )

    /// The Locationforecast, MetAlerts and the Nowcast.
    static let metNorway = Self(
        id: metNorwayProfile.id, name: metNorwayProfile.name, coverage: "forecasts worldwide, warnings in Norway",
        attribution: metNorwayProfile.attribution, terms: metNorwayProfile.terms,
        defaultBaseURL: "https://api.met.no", credit: METNorwayForecastRepository.credit, forecastProfile: { _ in metNorwayProfile },
        forecasts: ServedForecasts(path: "/weatherapi/locationforecast/2.0") { context in
            ForecastParts(
                repository: METNorwayForecastRepository(client: context.client(errorReason: { _ in nil }), baseURL: context.baseURL),
                capabilities: metNorwayCapabilities
            )
        },
        parts: [
            .serving(.alerts, at: "/weatherapi/metalerts/2.0") { context in
                METNorwayAlertsRepository(client: context.client(errorReason: { _ in nil }), baseURL: context.baseURL)
            },
            .serving(.nowcast, at: "/weatherapi/nowcast/2.0") { context in
                METNorwayNowcastRepository(client: context.client(errorReason: { _ in nil }), baseURL: context.baseURL)
            }
        ]
    )
}
