@testable import Application
import Domain
import DomainTesting
import Testing

/// A ``ProviderDirectory`` of four providers shaped like the real catalogue's (their limits, plans, keys and
/// credits as `forecast providers` lists them), each making ``SpyProvider``'s use cases: the app is tested without
/// Platform.
struct ProviderDirectoryDouble: ProviderDirectory {
    /// The use cases every provider hands out.
    var useCases = SpyProvider()
    /// The official warnings' use case.
    /// The air quality use case.
    var air = GetAirQualityUseCaseSpy(.success(SampleAir.london))
    var alerts = GetAlertsUseCaseSpy(.success(AlertsReport(location: SampleForecast.location, coverage: .notCovered, alerts: [], checkedAt: Instant(secondsSince1970: 0))))

    /// The ensemble's use cases, over the sample members.
    var ensemble = SampleEnsemble.useCases()

    var version: String { "0.1.0" }

    var providers: [ProviderDescription] {
        [
            Self.description("open-meteo", "Open-Meteo", days: 16, hours: 384, attribution: "Weather data by Open-Meteo.com (CC BY 4.0)", terms: "https://open-meteo.com/en/terms"),
            Self.description("met-norway", "MET Norway", days: 9, hours: 200, coverage: "worldwide (best in the Nordic countries)", alerts: .countries(["NO", "SJ"], name: "Norway"), attribution: "Data from MET Norway (CC BY 4.0)", terms: "https://api.met.no/doc/TermsOfService"),
            ProviderDescription(id: "openweathermap", plans: ["free", "paid"]) { plan in
                Self.profile("openweathermap", "OpenWeatherMap", days: plan == "paid" ? 16 : 5, hours: 114, needsKey: true, attribution: "Weather data by OpenWeatherMap (CC BY-SA 4.0)", terms: "https://openweathermap.org/terms")
            },
            Self.description("nws", "US National Weather Service", days: 7, hours: 156, coverage: "the United States", alerts: .countries(["US", "PR", "GU", "VI", "AS", "MP"], name: "the United States"), attribution: "Forecast from the US National Weather Service (public domain)", terms: "https://www.weather.gov/disclaimer"),
        ]
    }

    func makeUseCases(_ request: UseCaseRequest) throws(ProviderSetupProblem) -> any UseCaseProvider {
        if request.provider == "openweathermap", request.apiKey == nil { throw .missingKey }
        return useCases
    }

    func makeAlertsUseCase(_ request: UseCaseRequest, baseURLs: [String: String]) throws(ProviderSetupProblem) -> any GetAlertsUseCase {
        if let url = baseURLs["nws"], !url.hasPrefix("http") { throw .invalidAlertsBaseURL(provider: "nws", reason: "must be an http or https URL") }
        return alerts
    }

    func makeAirQualityUseCase(_ request: UseCaseRequest, baseURL: String?) throws(ProviderSetupProblem) -> any GetAirQualityUseCase {
        if let baseURL, !baseURL.hasPrefix("http") { throw .invalidAirQualityURL(reason: "must be an http or https URL") }
        return air
    }

    func makeHistoryUseCase(_ request: UseCaseRequest, archiveBaseURL: String?) throws(ProviderSetupProblem) -> any GetHistoryUseCase {
        HistoryService(
            places: useCases.resolve, repository: ObservedWeatherRepositorySpy(), zones: FixedTimeZoneRules(offsetSeconds: 0, zones: ["Europe/London"]),
            clock: FixedClock(SampleAlerts.now)
        )
    }

    func makeNormalsUseCase(_ request: UseCaseRequest, archiveBaseURL: String?) throws(ProviderSetupProblem) -> any CompareWithNormalUseCase {
        NormalsService(repository: NormalsRepositorySpy(normals: ClimateNormals(firstDate: ClimateNormals.firstDateNeeded, highs: [], lows: [])))
    }

    func makeSkyUseCases(_ request: UseCaseRequest) throws(ProviderSetupProblem) -> SkyUseCases {
        SkyUseCases(places: useCases.resolve, zones: FixedTimeZoneRules(offsetSeconds: 0, zones: ["Europe/London"]), clock: FixedClock(SampleAlerts.now))
    }

    func makeEnsembleUseCases(_ request: UseCaseRequest, baseURL: String?) throws(ProviderSetupProblem) -> EnsembleUseCases {
        if let baseURL, !baseURL.hasPrefix("http") { throw .invalidEnsembleURL(reason: "must be an http or https URL") }
        return ensemble
    }

    func prepareTransport() {}
    func finishTransportPreparation() {}

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

/// Runs a suite's or a test's code with ``ProviderDirectoryDouble`` as the app's providers.
struct WithProviderDirectory: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await Providers.$directory.withValue(ProviderDirectoryDouble()) {
            try await function()
        }
    }
}

extension Trait where Self == WithProviderDirectory {
    /// The app's providers are ``ProviderDirectoryDouble``'s.
    static var providers: WithProviderDirectory { WithProviderDirectory() }
}
