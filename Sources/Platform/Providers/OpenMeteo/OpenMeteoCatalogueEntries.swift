internal import Domain

/// Open-Meteo's services in the ``ServiceCatalogue``: the forecast API, the geocoding API every forecast provider
/// finds places with, and the air quality, historical (archive), ensemble and marine APIs, each at its own base URL.
extension ServiceCatalogue.Entry {
    /// What Open-Meteo's forecast API offers: daily forecasts of up to 16 days, hourly ones of up to 384 hours, the
    /// conditions now, and up to 100 places a search, worldwide.
    static let openMeteoCapabilities = ForecastCapabilities(
        products: Set(ForecastCapabilities.Product.allCases),
        maximumDays: OpenMeteoForecastRepository.maximumDays,
        maximumHours: OpenMeteoForecastRepository.maximumHours,
        maximumSearchResults: OpenMeteoGeocodingTarget.maximumCount
    )

    /// Open-Meteo, for a person choosing a forecast provider.
    static let openMeteoProfile = ForecastProviderProfile(
        id: "open-meteo", name: "Open-Meteo", capabilities: openMeteoCapabilities, coverage: "worldwide", needsKey: false,
        attribution: OpenMeteoForecastRepository.credit.attribution + " (CC BY 4.0)", terms: openMeteoTerms
    )

    private static let openMeteoTerms = "https://open-meteo.com/en/terms"

    /// The forecast API, with its 15-minute precipitation as a nowcast; history's recent past is asked of it too.
    static let openMeteo = Self(
        id: openMeteoProfile.id, name: openMeteoProfile.name, coverage: openMeteoProfile.coverage,
        attribution: openMeteoProfile.attribution, terms: openMeteoTerms,
        defaultBaseURL: "https://api.open-meteo.com", credit: OpenMeteoForecastRepository.credit, forecastProfile: { _ in openMeteoProfile },
        forecasts: ServedForecasts(path: "/v1/forecast") { context in
            ForecastParts(
                repository: OpenMeteoForecastRepository(client: context.client(errorReason: OpenMeteoErrorBody.reason(in:)), baseURL: context.baseURL),
                capabilities: openMeteoCapabilities
            )
        },
        parts: [
            .serving(.nowcast, at: "/v1/forecast") { context in
                OpenMeteoNowcastRepository(client: context.client(errorReason: OpenMeteoErrorBody.reason(in:)), baseURL: context.baseURL)
            }
        ]
    )

    /// The geocoding API (GeoNames' places), in the settings' language.
    static let geocoding = Self(
        id: "geocoding", name: "Open-Meteo Geocoding", coverage: "worldwide",
        attribution: OpenMeteoGeocodingRepository.credit.attribution + " (CC BY 4.0)", terms: openMeteoTerms,
        defaultBaseURL: "https://geocoding-api.open-meteo.com", credit: OpenMeteoGeocodingRepository.credit,
        parts: [.serving(.placeSearch, at: "/v1/search") { context in
            OpenMeteoGeocodingRepository(client: context.client(errorReason: OpenMeteoErrorBody.reason(in:)), baseURL: context.baseURL, language: context.language)
        }]
    )

    /// The air quality API (CAMS): pollutants, indices, UV and pollen.
    static let airQuality = Self(
        id: "air-quality", name: "Open-Meteo Air Quality", coverage: "worldwide (pollen in Europe)",
        attribution: OpenMeteoAirQualityRepository.credit.attribution, terms: openMeteoTerms,
        defaultBaseURL: "https://air-quality-api.open-meteo.com", credit: OpenMeteoAirQualityRepository.credit,
        parts: [.serving(.airQuality, at: "/v1/air-quality") { context in
            OpenMeteoAirQualityRepository(client: context.client(errorReason: OpenMeteoErrorBody.reason(in:)), baseURL: context.baseURL)
        }]
    )

    /// The historical weather API (ERA5 reanalysis), for past days and the 1991–2020 normals.
    static let archive = Self(
        id: "archive", name: "Open-Meteo Historical Weather", coverage: "worldwide, 1940 to a few days ago",
        attribution: OpenMeteoObservedWeatherRepository.credit.attribution, terms: openMeteoTerms,
        defaultBaseURL: "https://archive-api.open-meteo.com", credit: OpenMeteoObservedWeatherRepository.credit,
        parts: [
            .serving(.history, at: "/v1/archive") { context in
                OpenMeteoObservedWeatherRepository(
                    client: context.client(errorReason: OpenMeteoErrorBody.reason(in:)), archiveBaseURL: context.baseURL,
                    forecastBaseURL: context.baseURL(of: .openMeteo), clock: context.clock
                )
            },
            .serving(.normals, at: "/v1/archive") { context in
                OpenMeteoNormalsRepository(client: context.client(errorReason: OpenMeteoErrorBody.reason(in:)), baseURL: context.baseURL)
            }
        ]
    )

    /// The ensemble API: every member of one model's ensemble.
    static let ensemble = Self(
        id: "ensemble", name: "Open-Meteo Ensemble", coverage: "worldwide",
        attribution: OpenMeteoEnsembleRepository.credit.attribution, terms: openMeteoTerms,
        defaultBaseURL: "https://ensemble-api.open-meteo.com", credit: OpenMeteoEnsembleRepository.credit,
        parts: [.serving(.ensemble, at: "/v1/ensemble") { context in
            OpenMeteoEnsembleRepository(client: context.client(errorReason: OpenMeteoErrorBody.reason(in:)), baseURL: context.baseURL)
        }]
    )

    /// The marine API (wave models on ocean grids): waves, swell, sea temperature, currents and the sea level, with no
    /// values over land.
    static let marine = Self(
        id: "marine", name: "Open-Meteo Marine", coverage: "the seas and oceans (no values over land)",
        attribution: OpenMeteoMarineRepository.credit.attribution, terms: openMeteoTerms,
        defaultBaseURL: "https://marine-api.open-meteo.com", credit: OpenMeteoMarineRepository.credit,
        parts: [.serving(.marine, at: "/v1/marine") { context in
            OpenMeteoMarineRepository(client: context.client(errorReason: OpenMeteoErrorBody.reason(in:)), baseURL: context.baseURL)
        }]
    )
}
