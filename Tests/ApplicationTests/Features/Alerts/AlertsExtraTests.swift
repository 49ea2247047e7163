@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Testing

/// What the warnings beside a forecast bring to a status bar and a picture, from the Alerts folder.
@Suite("AlertsExtra: a bar's urgency and a picture's strip")
struct AlertsExtraTests {
    /// `alerts` at London, KY, as the extra had them.
    static func extras(_ alerts: [WeatherAlert]) -> PlaceExtras {
        PlaceExtras(note: nil, alerts: AlertsReport(location: SampleAlerts.kentucky, coverage: SampleAlerts.report.coverage, alerts: alerts, checkedAt: SampleAlerts.now))
    }

    /// A warning of `severity` from `start` to `end` hours after the sample time.
    static func warning(_ severity: WeatherAlert.Severity, _ start: Int = -1, _ end: Int = 5, event: String = "Warning") -> WeatherAlert {
        WeatherAlert(id: "urn:oid:\(severity.name)\(start)", event: event, severity: severity, onset: SampleAlerts.hours(Double(start)), ends: SampleAlerts.hours(Double(end)))
    }

    @Test("each severity's class, i3blocks colour and urgency: urgent from severe up; unknown keeps the bar's colour", arguments: [
        (WeatherAlert.Severity.unknown, "alert-unknown", nil, false), (.minor, "alert-minor", "#55CCFF", false), (.moderate, "alert-moderate", "#FFCC00", false),
        (.severe, "alert-severe", "#FF5555", true), (.extreme, "alert-extreme", "#FF55FF", true),
    ] as [(WeatherAlert.Severity, String, String?, Bool)])
    func urgency(severity: WeatherAlert.Severity, className: String, colour: String?, isUrgent: Bool) throws {
        let urgency = try #require(AlertsExtra.urgency(in: Self.extras([Self.warning(severity)])))
        #expect(urgency.className == className && urgency.colour == colour && urgency.isUrgent == isUrgent)
        #expect(StatusBarBlock(template: .literal("x"), values: [:], shortText: "x", tooltip: [], urgency: urgency, isStale: true).colour == colour ?? "#888888")
    }

    @Test("the most severe warning in force gives the urgency; one only coming, or none, gives none")
    func mostSevereInForce() {
        #expect(AlertsExtra.urgency(in: Self.extras([Self.warning(.minor), Self.warning(.severe), Self.warning(.moderate)]))?.className == "alert-severe")
        #expect(AlertsExtra.urgency(in: Self.extras([Self.warning(.extreme, 3, 9)])) == nil)
        #expect(AlertsExtra.urgency(in: PlaceExtras()) == nil)
        #expect(ForecastViewExtras.urgency(Self.extras([Self.warning(.moderate)]))?.className == "alert-moderate")
    }

    @Test("a picture's strip: at most three warnings not cancelled, left to right, cut to the plot; one outside it left out")
    func strip() {
        let clock = PlaceClock(offsets: [:]), hour = clock.local(SampleAlerts.now).minutesSinceEpoch / 60 * 60
        let columns = PictureColumns(left: 100, width: 240, starts: (0..<24).map { hour + $0 * 60 }, minutesPerColumn: 60)
        let alerts = [Self.warning(.minor, 4, 6, event: "Later"), Self.warning(.severe, -3, 2, event: "Now"), Self.warning(.moderate, 30, 40, event: "Outside")]
        let drawn = AlertsExtra.drawn(in: Self.extras(alerts + [Self.warning(.extreme, 1, 2, event: "Fourth")]), columns: columns, clock: clock)
        #expect(drawn.map(\.alert.event) == ["Now", "Later"])
        #expect(drawn.first?.stretch.left == 100, "a warning in force since before the plot starts at the plot's left")
        #expect(drawn.allSatisfy { $0.stretch.right > $0.stretch.left && $0.stretch.right <= 340 })
        #expect(AlertsExtra.pictured(in: Self.extras(alerts + [Self.warning(.extreme, 1, 2)])).count == 3)
    }
}
