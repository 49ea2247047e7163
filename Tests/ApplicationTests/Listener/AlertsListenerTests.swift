@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Testing

@Suite("Listener: official warnings")
struct AlertsListenerTests {
    let presenter = OutputSpy()
    let alerts = GetAlertsUseCaseSpy(.success(SampleAlerts.report))
    let provider: SpyProvider
    let london = ForecastLocation.place(try! PlaceQuery("London"))

    init() {
        provider = SpyProvider(alerts: alerts)
    }

    func listener(showsAlerts: Bool = true) -> ForecastViewsDriver {
        let provider = provider
        return ForecastViewsDriver(makeUseCases: { provider }, writer: presenter, failures: presenter, router: ForecastRouter(), showsAlerts: showsAlerts)
    }

    @Test("daily: the place is found once, then the forecast (for that place) and its warnings are asked, and shown together")
    func dailyWithAlerts() async {
        let status = await listener().dailyForecastsRequested([DailyForecastRequest(location: london, days: 3)], format: .table)
        #expect(status == .success)
        #expect(provider.resolve.invocations == [london])
        #expect(provider.daily.invocations.map(\.location) == [.resolved(SampleForecast.london.location)])
        #expect(alerts.invocations == [SampleForecast.london.location])
        #expect(presenter.presented.invocations == ["daily table - [alerts: Winter Storm Warning, Wind Advisory]"])
    }

    @Test("hourly and current show the warnings too")
    func hourlyAndCurrent() async {
        #expect(await listener().hourlyForecastsRequested([HourlyForecastRequest(location: london)], format: .json) == .success)
        #expect(await listener().currentConditionsRequested([CurrentConditionsRequest(location: london)], format: .csv) == .success)
        #expect(presenter.presented.invocations.allSatisfy { $0.hasSuffix("[alerts: Winter Storm Warning, Wind Advisory]") })
        #expect(alerts.callCount == 2)
    }

    @Test("warnings that cannot be checked: the forecast is shown, the failure told once, and the run succeeds")
    func alertsFail() async {
        alerts.stub(throwing: ForecastError.timedOut)
        let status = await listener().dailyForecastsRequested([DailyForecastRequest(location: london)], format: .table)
        #expect(status == .success)
        #expect(presenter.presented.invocations == ["daily table -"])
        #expect(presenter.failures.invocations == ["alerts could not be checked: the weather service did not answer in time"])
    }

    @Test("a request that cannot be is refused before the place is looked up or anything asked")
    func invalidFirst() async {
        let status = await listener().dailyForecastsRequested([DailyForecastRequest(location: london, days: 17)], format: .table)
        #expect(status == .usage)
        #expect(provider.resolve.callCount == 0 && alerts.callCount == 0)
    }

    @Test("--no-alerts: the warnings are not asked; the place is found once all the same, for the forecast")
    func off() async {
        let request = DailyForecastRequest(location: london)
        #expect(await listener(showsAlerts: false).dailyForecastsRequested([request], format: .table) == .success)
        #expect(alerts.callCount == 0)
        #expect(provider.resolve.invocations == [london])
        #expect(provider.daily.invocations == [DailyForecastRequest(location: .resolved(SampleForecast.london.location))])
    }

    @Test("forecast alerts: each place found, then its warnings; not covered is an answer, exit 0")
    func alertsCommand() async {
        alerts.stub(returning: SampleAlerts.notCovered)
        #expect(await AlertsInteraction.show([london], full: false, on: .recording(provider, to: presenter)) == .success)
        #expect(presenter.presented.invocations == ["alerts table not covered"])
        alerts.stub(throwing: ForecastError.rateLimited(reason: nil))
        #expect(await AlertsInteraction.show([london], full: false, on: .recording(provider, to: presenter)) == .tryLater)
    }

    @Test("check alert: yes ends 0 when one of the severity is in force or starts in the window, else no, 1")
    func checkAlert() async {
        #expect(await CheckInteraction.answerAlert(at: london, severity: .moderate, withinMinutes: 60, on: .recording(provider, to: presenter)) == .success)
        #expect(await CheckInteraction.answerAlert(at: london, severity: .severe, withinMinutes: 60, on: .recording(provider, to: presenter)) == .no)
        #expect(await CheckInteraction.answerAlert(at: london, severity: .severe, withinMinutes: 18 * 60, on: .recording(provider, to: presenter)) == .success)
        #expect(await CheckInteraction.answerAlert(at: london, severity: .extreme, withinMinutes: 48 * 60, on: .recording(provider, to: presenter, format: .json)) == .no)
    }

    @Test("check alert's line names the warning, or why there is none")
    func checkLine() {
        #expect(AlertCheckAnswer(report: SampleAlerts.report, severity: .moderate, withinMinutes: 60).line == "yes: Wind Advisory (moderate) until Sun 15:20")
        #expect(AlertCheckAnswer(report: SampleAlerts.report, severity: .severe, withinMinutes: 24 * 60).line == "yes: Winter Storm Warning (severe) from Mon 03:20")
        #expect(AlertCheckAnswer(report: SampleAlerts.none, severity: .moderate, withinMinutes: 720).line
                == "no: no moderate or worse alert now or in the next 12 h from the US National Weather Service")
        #expect(AlertCheckAnswer(report: SampleAlerts.notCovered, severity: .moderate, withinMinutes: 720).line
                == "no: no alert service covers United Kingdom, so none can be known")
    }
}
