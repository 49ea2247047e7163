@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Testing

@Suite("AlertCheckAnswer: check alert's answer, its line and its exit status")
struct AlertCheckAnswerTests {
    let presenter = OutputSpy()
    let alerts = GetAlertsUseCaseSpy(.success(SampleAlerts.report))
    let provider: SpyProvider
    let london = ForecastLocation.place(try! PlaceQuery("London"))

    init() {
        provider = SpyProvider().serving(.alerts, alerts)
    }

    /// `check alert` at London for `severity` within `minutes`, over the provider's warnings.
    func checkAlert(_ severity: WeatherAlert.Severity, within minutes: Int, format: OutputFormat = .table) async -> ExitStatus {
        await CheckInteraction.answer(AlertCheckRequest(location: london, severity: severity, withinMinutes: minutes), on: .recording(provider, to: presenter, format: format))
    }

    @Test("check alert: yes ends 0 when one of the severity is in force or starts in the window, else no, 1")
    func checkAlert() async {
        #expect(await checkAlert(.moderate, within: 60) == .success)
        #expect(await checkAlert(.severe, within: 60) == .no)
        #expect(await checkAlert(.severe, within: 18 * 60) == .success)
        #expect(await checkAlert(.extreme, within: 48 * 60, format: .json) == .no)
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
