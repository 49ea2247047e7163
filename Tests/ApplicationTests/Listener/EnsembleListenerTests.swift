@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Testing

@Suite("Listener: the ensemble beside daily and hourly, and check rain --ensemble")
struct EnsembleListenerTests {
    let presenter = OutputSpy()
    let london = ForecastLocation.place(try! PlaceQuery("London"))
    let provider = SpyProvider()

    func listener(outlook: any GetEnsembleOutlookUseCase = SampleEnsemble.service(), rain: any CheckEnsembleRainUseCase = SampleEnsemble.service()) -> ForecastViewsDriver {
        var provider = provider
        provider.ensembleOutlook = outlook
        provider.ensembleRain = rain
        return ForecastViewsDriver(makeUseCases: { [provider] in provider }, writer: presenter, failures: presenter, router: ForecastRouter())
    }

    @Test("daily --ensemble: asked beside the forecast, for its place (found once) and its days, of the model named; shown beside it")
    func daily() async throws {
        let outlook = GetEnsembleOutlookUseCaseSpy(.success(try await SampleEnsemble.outlook()))
        let request = DailyForecastRequest(location: london, days: 3)
        let status = await listener(outlook: outlook).dailyForecastsRequested([request], format: .json, ensemble: EnsembleChoice(model: "ecmwf_ifs025"))
        #expect(status == .success && presenter.failures.callCount == 0)
        #expect(presenter.presented.invocations.first?.hasSuffix("[ensemble: 5 members]") == true)
        let asked = try #require(outlook.lastInvocation)
        #expect(asked.days == SampleForecast.london.days.count && asked.model == "ecmwf_ifs025" && asked.location == .resolved(SampleForecast.london.location))
        // The name is looked up once, and the forecast and the ensemble both ask for the place found.
        #expect(provider.resolve.invocations == [london] && provider.daily.lastInvocation?.location == asked.location)
    }

    @Test("hourly --ensemble: a failing ensemble is one warning, and the hours are shown without it")
    func hourlyFailure() async throws {
        let outlook = GetEnsembleOutlookUseCaseSpy(.failure(ForecastError.serviceError(status: 400, reason: "Cannot initialize EnsembleMultiDomains")))
        let status = await listener(outlook: outlook).hourlyForecastsRequested([HourlyForecastRequest(location: london)], format: .table, ensemble: EnsembleChoice(model: nil))
        #expect(status == .success && presenter.presented.callCount == 1)
        #expect(presenter.presented.invocations.first?.contains("[ensemble:") == false)
        #expect(presenter.failures.invocations.count == 1 && presenter.failures.invocations.first?.hasPrefix("the ensemble could not be fetched") == true)
        // 24 hours from the current one end tomorrow at the latest: two days from today's midnight.
        #expect(outlook.lastInvocation?.days == 2)
    }

    @Test("check rain --ensemble: 3 of the 4 whole members give rain by 20:00; yes at 50 % (exit 0), no at 80 % (exit 1)")
    func rainCheck() async {
        #expect(await CheckInteraction.answer(EnsembleRainCheckRequest(location: london), on: .recording(provider, to: presenter)) == .success)
        #expect(await CheckInteraction.answer(EnsembleRainCheckRequest(location: london, threshold: 80), on: .recording(provider, to: presenter, format: .json)) == .no)
        #expect(presenter.presented.invocations == ["check rain ensemble table true 3 of 4", "check rain ensemble json false 3 of 4"])
    }

    @Test("services that cannot be set up (a bad FORECAST_ENSEMBLE_URL) end the run before any forecast is asked, as the failure says")
    func unavailable() async {
        let listener = ForecastViewsDriver(
            makeUseCases: { throw ConfigurationError(reason: "FORECAST_ENSEMBLE_URL must be an http or https URL") }, writer: presenter, failures: presenter, router: ForecastRouter()
        )
        let status = await listener.dailyForecastsRequested([DailyForecastRequest(location: london)], format: .table, ensemble: EnsembleChoice(model: nil))
        #expect(status == .configuration && presenter.presented.callCount == 0)
    }
}
