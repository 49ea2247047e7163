@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Testing

extension ExtrasCoordinatorTests {
    @Suite("the ensemble beside daily and hourly")
    struct Ensemble {
        let presenter = OutputSpy()
        let london = ForecastLocation.place(try! PlaceQuery("London"))
        let provider = SpyProvider()

        /// A runner over the spies whose ensemble outlook is `outlook`, shown as `format`.
        func runner(outlook: any GetEnsembleOutlookUseCase, format: OutputFormat) -> CommandRunner {
            var provider = provider
            provider.ensembleOutlook = outlook
            return .recording(provider, to: presenter, format: format)
        }

        @Test("daily --ensemble: asked beside the forecast, for its place (found once) and its days, of the model named; shown beside it")
        func daily() async throws {
            let outlook = GetEnsembleOutlookUseCaseSpy(.success(try await SampleEnsemble.outlook()))
            let request = DailyForecastRequest(location: london, days: 3)
            let choice = ExtrasChoice(.ensemble(EnsembleChoice(model: "ecmwf_ifs025")))
            let status = await DailyInteraction.show([request], choice: choice, on: runner(outlook: outlook, format: .json))
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
            let choice = ExtrasChoice(.ensemble(EnsembleChoice(model: nil)))
            let status = await HourlyInteraction.show([HourlyForecastRequest(location: london)], choice: choice, on: runner(outlook: outlook, format: .table))
            #expect(status == .success && presenter.presented.callCount == 1)
            #expect(presenter.presented.invocations.first?.contains("[ensemble:") == false)
            #expect(presenter.failures.invocations.count == 1 && presenter.failures.invocations.first?.hasPrefix("the ensemble could not be fetched") == true)
            // 24 hours from the current one end tomorrow at the latest: two days from today's midnight.
            #expect(outlook.lastInvocation?.days == 2)
        }

        @Test("services that cannot be set up (a bad FORECAST_ENSEMBLE_URL) end the run before any forecast is asked, as the failure says")
        func unavailable() async {
            let runner = CommandRunner(
                makeUseCases: { throw ConfigurationError(reason: "FORECAST_ENSEMBLE_URL must be an http or https URL") }, writer: presenter, failures: presenter,
                format: .table
            )
            let status = await DailyInteraction.show([DailyForecastRequest(location: london)], choice: ExtrasChoice(.ensemble(EnsembleChoice(model: nil))), on: runner)
            #expect(status == .configuration && presenter.presented.callCount == 0)
        }
    }
}
