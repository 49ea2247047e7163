@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Testing

extension ExtrasCoordinatorTests {
    @Suite("the place's official warnings beside a forecast")
    struct Alerts {
        let presenter = OutputSpy()
        let alerts = GetAlertsUseCaseSpy(.success(SampleAlerts.report))
        let provider: SpyProvider
        let london = ForecastLocation.place(try! PlaceQuery("London"))
        /// The warnings asked beside the forecast.
        let choice = ExtrasChoice(.alerts)

        init() {
            provider = SpyProvider().serving(.alerts, alerts)
        }

        func runner(_ format: OutputFormat) -> CommandRunner {
            .recording(provider, to: presenter, format: format)
        }

        @Test("daily: the place is found once, then the forecast (for that place) and its warnings are asked, and shown together")
        func dailyWithAlerts() async {
            let status = await DailyInteraction.show([DailyForecastRequest(location: london, days: 3)], choice: choice, on: runner(.table))
            #expect(status == .success)
            #expect(provider.resolve.invocations == [london])
            #expect(provider.daily.invocations.map(\.location) == [.resolved(SampleForecast.london.location)])
            #expect(alerts.invocations == [SampleForecast.london.location])
            #expect(presenter.presented.invocations == ["daily table - [alerts: Winter Storm Warning, Wind Advisory]"])
        }

        @Test("a provider without the warnings' use case is a wiring error (exit 70), not warnings that could not be checked")
        func unavailable() async {
            let provider = SpyProvider().serving(.alerts, GetAlertsUseCaseSpy(.failure(UseCaseUnavailable(kind: "alerts"))))
            let status = await DailyInteraction.show([DailyForecastRequest(location: london, days: 3)], choice: choice, on: .recording(provider, to: presenter, format: .table))
            #expect(status == .software && presenter.presented.invocations.isEmpty)
        }

        @Test("hourly and current show the warnings too")
        func hourlyAndCurrent() async {
            #expect(await HourlyInteraction.show([HourlyForecastRequest(location: london)], choice: choice, on: runner(.json)) == .success)
            #expect(await CurrentInteraction.show([CurrentConditionsRequest(location: london)], choice: ExtrasChoice(.alerts, .nowcast), on: runner(.csv)) == .success)
            #expect(presenter.presented.invocations.allSatisfy { $0.hasSuffix("[alerts: Winter Storm Warning, Wind Advisory]") })
            #expect(alerts.callCount == 2)
        }

        @Test("warnings that cannot be checked: the forecast is shown, the failure told once, and the run succeeds")
        func alertsFail() async {
            alerts.stub(throwing: ForecastError.timedOut)
            let status = await DailyInteraction.show([DailyForecastRequest(location: london)], choice: choice, on: runner(.table))
            #expect(status == .success)
            #expect(presenter.presented.invocations == ["daily table -"])
            #expect(presenter.failures.invocations == ["alerts could not be checked: the weather service did not answer in time"])
        }

        @Test("a request that cannot be is refused before the place is looked up or anything asked")
        func invalidFirst() async {
            let status = await DailyInteraction.show([DailyForecastRequest(location: london, days: 17)], choice: choice, on: runner(.table))
            #expect(status == .usage)
            #expect(provider.resolve.callCount == 0 && alerts.callCount == 0)
        }

        @Test("--no-alerts: the warnings are not asked; the place is found once all the same, for the forecast")
        func off() async {
            let request = DailyForecastRequest(location: london)
            #expect(await DailyInteraction.show([request], choice: ExtrasChoice(), on: runner(.table)) == .success)
            #expect(alerts.callCount == 0)
            #expect(provider.resolve.invocations == [london])
            #expect(provider.daily.invocations == [DailyForecastRequest(location: .resolved(SampleForecast.london.location))])
        }
    }
}
