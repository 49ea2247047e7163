import Foundation

/// Sends each request to the stand-in of the service its endpoint belongs to.
struct WeatherStubRouter: Sendable {
    let fixtures: FixtureLibrary

    /// Answers `request` as the service would; `absurd` puts 1e20 in every forecast number.
    func reply(to request: StubRequest, endpoint: StubEndpoint, absurd: Bool = false) -> StubReply {
        switch endpoint {
        case .search, .forecast:
            OpenMeteoStub(fixtures: fixtures).reply(to: request, endpoint: endpoint, absurd: absurd)
        case .openWeatherMapDaily, .openWeatherMapForecast, .openWeatherMapCurrent:
            OpenWeatherMapStub(fixtures: fixtures).reply(to: request, endpoint: endpoint, now: Date())
        case .nwsPoints, .nwsForecast, .nwsHourly:
            NWSStub().reply(to: request, endpoint: endpoint, now: Date())
        case .metNorway: METNorwayStub(recorded: fixtures.metNorwayLocationforecast).reply(to: request, now: Date())
        case .nwsAlerts: NWSAlertsStub(windAdvisory: fixtures.nwsWindAdvisory, none: fixtures.nwsNoAlerts).reply(to: request, now: Date())
        case .metNorwayAlerts: METNorwayAlertsStub(recorded: fixtures.metNorwayAlerts).reply(to: request, now: Date())
        case .airQuality: AirQualityStub(recorded: fixtures.airQuality).reply(to: request, now: Date())
        case .archive: OpenMeteoStub(fixtures: fixtures).archive(request)
        case .ensemble: EnsembleStub().reply(to: request, now: Date())
        }
    }
}
