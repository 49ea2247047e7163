import Foundation

/// Sends each request to the stand-in of the service its endpoint belongs to.
struct WeatherStubRouter: Sendable {
    let fixtures: FixtureLibrary
    /// Which answers the stand-ins give.
    let answers: StubAnswers

    /// Answers `request` as the service would; `absurd` puts 1e20 in every forecast number.
    func reply(to request: StubRequest, endpoint: StubEndpoint, absurd: Bool = false) -> StubReply {
        switch endpoint {
        case .search, .forecast:
            OpenMeteoStub(fixtures: fixtures, answers: answers).reply(to: request, endpoint: endpoint, absurd: absurd)
        case .openWeatherMapDaily, .openWeatherMapForecast, .openWeatherMapCurrent:
            OpenWeatherMapStub(fixtures: fixtures, answers: answers).reply(to: request, endpoint: endpoint, now: Date())
        case .nwsPoints, .nwsForecast, .nwsHourly:
            NWSStub(answers: answers).reply(to: request, endpoint: endpoint, now: Date())
        case .metNorway: METNorwayStub(recorded: fixtures.metNorwayLocationforecast, answers: answers).reply(to: request, now: Date())
        case .nwsAlerts:
            NWSAlertsStub(windAdvisory: fixtures.nwsWindAdvisory, none: fixtures.nwsNoAlerts, answers: answers).reply(to: request, now: Date())
        case .metNorwayAlerts: METNorwayAlertsStub(recorded: fixtures.metNorwayAlerts, answers: answers).reply(to: request, now: Date())
        case .metNorwayNowcast: METNorwayNowcastStub(recorded: fixtures.metNorwayNowcast).reply(to: request, now: Date())
        case .airQuality: AirQualityStub(recorded: fixtures.airQuality).reply(to: request, now: Date())
        case .archive: OpenMeteoStub(fixtures: fixtures, answers: answers).archive(request)
        case .ensemble: EnsembleStub(answers: answers).reply(to: request, now: Date())
        }
    }
}
