package import Application
package import Domain
import DomainTesting

/// A ``ProviderDirectory`` of four providers shaped like the real catalogue's (their limits, plans, keys and
/// credits as `forecast providers` lists them) and a place search, each making ``SpyProvider``'s use cases: the app
/// is tested without Platform.
package struct ProviderDirectoryDouble: ProviderDirectory {
    /// The use cases every provider hands out.
    package var useCases = SpyProvider()

    /// A directory whose providers hand out `useCases`.
    package init(useCases: SpyProvider = SpyProvider()) {
        self.useCases = useCases
    }

    package var version: String { "0.1.0" }

    package var providers: [ProviderDescription] {
        [
            Self.description("open-meteo", "Open-Meteo", days: 16, hours: 384, attribution: "Weather data by Open-Meteo.com (CC BY 4.0)", terms: "https://open-meteo.com/en/terms"),
            Self.description("met-norway", "MET Norway", days: 9, hours: 200, coverage: "worldwide (best in the Nordic countries)", alerts: .countries(["NO", "SJ"], name: "Norway"), attribution: "Data from MET Norway (CC BY 4.0)", terms: "https://api.met.no/doc/TermsOfService"),
            ProviderDescription(id: "openweathermap", plans: ["free", "paid"]) { plan in
                Self.profile("openweathermap", "OpenWeatherMap", days: plan == "paid" ? 16 : 5, hours: 114, needsKey: true, attribution: "Weather data by OpenWeatherMap (CC BY-SA 4.0)", terms: "https://openweathermap.org/terms")
            },
            Self.description("nws", "US National Weather Service", days: 7, hours: 156, coverage: "the United States", alerts: .countries(["US", "PR", "GU", "VI", "AS", "MP"], name: "the United States"), attribution: "Forecast from the US National Weather Service (public domain)", terms: "https://www.weather.gov/disclaimer"),
        ]
    }

    package var services: [ServiceProfile] {
        providers.map { provider in
            let profile = provider.profile()
            return ServiceProfile(
                id: provider.id, name: profile.name, serves: [ServedDataSet(.forecast, at: "/forecast")], coverage: profile.coverage, attribution: profile.attribution,
                terms: profile.terms
            )
        } + [ServiceProfile(id: "geocoding", name: "Places", serves: [ServedDataSet(.placeSearch, at: "/v1/search")], coverage: "worldwide", attribution: "Place data by GeoNames.org", terms: "")]
    }

    package func makeUseCases(_ request: UseCaseRequest) throws -> any UseCaseProvider {
        if request.provider == "openweathermap", request.keys["openweathermap"] == nil { throw ServiceSetupError.missingKey(service: "openweathermap") }
        for (service, url) in request.baseURLs where !url.hasPrefix("http") {
            throw ServiceSetupError.invalidBaseURL(service: service, reason: "must be an http or https URL")
        }
        return useCases
    }


    private static func description(
        _ id: String, _ name: String, days: Int, hours: Int, coverage: String = "worldwide", alerts: ServiceCoverage? = nil, attribution: String,
        terms: String
    ) -> ProviderDescription {
        let profile = profile(id, name, days: days, hours: hours, coverage: coverage, alerts: alerts, attribution: attribution, terms: terms)
        return ProviderDescription(id: id, plans: []) { _ in profile }
    }

    private static func profile(
        _ id: String, _ name: String, days: Int, hours: Int, coverage: String = "worldwide", alerts: ServiceCoverage? = nil, needsKey: Bool = false,
        attribution: String, terms: String
    ) -> ForecastProviderProfile {
        let capabilities = ForecastCapabilities(
            products: Set(ForecastCapabilities.Product.allCases), maximumDays: days, maximumHours: hours, maximumSearchResults: 100,
            alertsCoverage: alerts
        )
        return ForecastProviderProfile(
            id: id, name: name, capabilities: capabilities, coverage: coverage, needsKey: needsKey, attribution: attribution, terms: terms
        )
    }
}
