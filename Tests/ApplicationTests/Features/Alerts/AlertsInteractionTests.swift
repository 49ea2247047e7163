@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Testing

@Suite("AlertsInteraction: what alerts asks the use cases, and how its answer ends the run")
struct AlertsInteractionTests {
    let presenter = OutputSpy()
    let alerts = GetAlertsUseCaseSpy(.success(SampleAlerts.report))
    let provider: SpyProvider
    let london = ForecastLocation.place(try! PlaceQuery("London"))

    init() {
        provider = SpyProvider().serving(.alerts, alerts)
    }

    @Test("forecast alerts: each place found, then its warnings; not covered is an answer, exit 0")
    func alertsCommand() async {
        alerts.stub(returning: SampleAlerts.notCovered)
        #expect(await AlertsInteraction.show([london], full: false, on: .recording(provider, to: presenter)) == .success)
        #expect(presenter.presented.invocations == ["alerts table not covered"])
        alerts.stub(throwing: ForecastError.rateLimited(reason: nil))
        #expect(await AlertsInteraction.show([london], full: false, on: .recording(provider, to: presenter)) == .tryLater)
    }
}
