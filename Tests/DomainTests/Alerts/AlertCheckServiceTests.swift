import Domain
import DomainTesting
import Testing

@Suite("Checking for warnings: one of at least the severity, in force or starting within the window")
struct AlertCheckServiceTests {
    static let place = ResolvedPlace(place: Sample.london)
    static let source = DataSource(provider: "Warnings", attribution: "Warnings data")

    /// A moderate warning in force until 6 hours from now, and a severe one starting in 18 hours.
    static let report = AlertsReport(
        location: place, coverage: .covered(by: source),
        alerts: [alert("Winter Storm Warning", .severe, starts: 18), alert("Wind Advisory", .moderate, starts: -1)], checkedAt: Sample.now
    )

    static func alert(_ event: String, _ severity: WeatherAlert.Severity, starts hours: Double) -> WeatherAlert {
        let onset = Instant(secondsSince1970: Sample.now.secondsSince1970 + hours * 3600)
        return WeatherAlert(id: event, event: event, severity: severity, onset: onset, ends: Instant(secondsSince1970: onset.secondsSince1970 + 6 * 3600))
    }

    let places = ResolvePlaceUseCaseSpy(.success(place))
    let alerts = GetAlertsUseCaseSpy(.success(report))
    let london = ForecastLocation.place(try! PlaceQuery("London"))

    func check(_ severity: WeatherAlert.Severity, within minutes: Int) async throws -> AlertCheckAnswer {
        try await AlertCheckService(places: places, alerts: alerts).check(AlertCheckRequest(location: london, severity: severity, withinMinutes: minutes))
    }

    @Test("the place is found once, and its warnings asked for the place found")
    func asked() async throws {
        _ = try await check(.moderate, within: 60)
        #expect(places.invocations == [london] && alerts.invocations == [Self.place])
    }

    @Test("yes for a warning of the severity or worse in force now; a worse one starting later counts only within the window")
    func severityAndWindow() async throws {
        #expect(try await check(.moderate, within: 60).match?.event == "Wind Advisory")
        #expect(try await !check(.severe, within: 60).answer)
        #expect(try await check(.severe, within: 18 * 60).match?.event == "Winter Storm Warning")
        #expect(try await !check(.extreme, within: 48 * 60).answer)
    }

    @Test("the default severity is moderate; a place no service covers is a no, never an error")
    func notCovered() async throws {
        #expect(AlertCheckRequest(location: london).severity == .moderate)
        alerts.stub(returning: AlertsReport(location: Self.place, coverage: .notCovered, alerts: [], checkedAt: Sample.now))
        let answer = try await check(.minor, within: 720)
        #expect(!answer.answer && answer.report.source == nil)
    }
}
