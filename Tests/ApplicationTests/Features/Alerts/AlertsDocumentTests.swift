@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Testing

@Suite("Presenting official warnings")
struct AlertsDocumentTests {
    let output = RecordingOutput()

    func presenter(colour: Bool = false, columns: Int = 80, words: Catalogue = .english) -> DocumentWriter {
        DocumentWriter(
            output: output, styler: Styler(usesColour: colour), canvas: ChartCanvas(columns: columns, ascii: false), words: words,
            clock: FixedClock(SampleAlerts.now)
        )
    }

    @Test("forecast alerts: most severe first, times on the place's clocks, headlines under the table, as stored")
    func table() throws {
        try presenter().write(AlertsDocument(reports: [SampleAlerts.report], full: false), as: .table)
        try expected.check(output.results.joined(), against: "alerts-table.txt")
    }

    @Test("--full wraps the description and instruction to the terminal: 60 and 100 columns, as stored", arguments: [60, 100])
    func full(columns: Int) throws {
        try presenter(columns: columns).write(AlertsDocument(reports: [SampleAlerts.report], full: true), as: .table)
        let text = output.results.joined()
        try expected.check(text, against: "alerts-full-\(columns).txt")
        let texts = text.split(separator: "\n").filter { $0.hasPrefix("   ") || $0.hasPrefix("1. ") || $0.hasPrefix("2. ") }
        #expect(texts.count > 6 && texts.allSatisfy { String($0).displayWidth <= columns }, "the texts are wrapped to the terminal")
    }

    @Test("no alerts and not covered are one line each, worded differently")
    func emptyLines() throws {
        try presenter().write(AlertsDocument(reports: [SampleAlerts.none, SampleAlerts.notCovered], full: false), as: .table)
        #expect(output.results.joined() == """
            No alerts from the US National Weather Service for London, Kentucky

            No alert service covers United Kingdom; this is not the same as no alerts

            """)
    }

    @Test("JSON as stored: every field, times ISO 8601 with the place's offset, null when unknown")
    func json() throws {
        try presenter().write(AlertsDocument(reports: [SampleAlerts.report], full: false), as: .json)
        try expected.check(output.results.joined(), against: "alerts.json")
        try presenter().write(AlertsDocument(reports: [SampleAlerts.notCovered], full: false), as: .json)
        #expect(output.results[1].contains(#""coverage": "not_covered""#) && output.results[1].contains(#""source": null"#))
    }

    @Test("CSV: one row an alert, the place first")
    func csv() throws {
        try presenter().write(AlertsDocument(reports: [SampleAlerts.report, SampleAlerts.none], full: false), as: .csv)
        try expected.check(output.results.joined(), against: "alerts.csv")
        let rows = parseCSV(output.results.joined())
        #expect(rows.count == 3)
        #expect(rows[0].prefix(11) == ["place", "id", "event", "severity", "certainty", "urgency", "onset", "ends", "expires", "headline", "description"])
        #expect(rows[1].prefix(4) == ["London", "urn:oid:storm", "Winter Storm Warning", "severe"])
        #expect(rows[1][7] == "" && rows[1][8] == "2026-11-23T15:20:00-05:00", "an unknown end stays empty beside the expiry")
        #expect(rows[2].prefix(9) == ["London", "urn:oid:wind", "Wind Advisory", "moderate", "likely", "expected", "2026-11-22T08:20:00-05:00", "2026-11-22T15:20:00-05:00", "2026-11-22T10:20:00-05:00"])
        #expect(rows[2][10].contains("* WHERE...Laurel County."), "a multi-line text stays one field")
    }

    @Test("--format line: the count and the most severe, as stored")
    func line() throws {
        var lines = presenter()
        lines.lineTemplate = try LineTemplate(LineValues.alertsTemplate + " {event} {severity} {until} {source}", placeholders: LineValues.alerts)
        try lines.write(AlertsDocument(reports: [SampleAlerts.report, SampleAlerts.none], full: false), as: .line)
        try expected.check(output.results.joined(), against: "alerts-line.txt")
    }

    @Test("more than 100 alerts: 100 listed, and how many more, in the table and JSON")
    func bounded() throws {
        let many = AlertsReport(
            location: SampleAlerts.kentucky, coverage: SampleAlerts.report.coverage,
            alerts: Array(repeating: SampleAlerts.windAdvisory, count: 112), checkedAt: SampleAlerts.now
        )
        try presenter().write(AlertsDocument(reports: [many], full: false), as: .table)
        #expect(output.results[0].contains("\nand 12 more\n"))
        #expect(output.results[0].split(separator: "\n").filter { $0.hasPrefix("moderate  Wind Advisory") }.count == 100)
        try presenter().write(AlertsDocument(reports: [many], full: false), as: .json)
        #expect(output.results[1].contains(#""omitted": 12"#))
    }

    @Test("the banner under a forecast's header, in the severity's colour, naming the command for details")
    func banner() throws {
        try presenter().write(DailyDocument(reports: [SampleForecast.london], extras: [PlaceExtras(note: nil, alerts: SampleAlerts.report)]), as: .table)
        try expected.check(output.results.joined(), against: "london-banner-table.txt")
        // Wide enough for the banner on one line, to read its colour around the whole of it.
        try presenter(colour: true, columns: 120).write(DailyDocument(reports: [SampleForecast.london], extras: [PlaceExtras(note: nil, alerts: SampleAlerts.report)]), as: .table)
        #expect(output.results[1].contains("\u{1B}[31m⚠ Winter Storm Warning (severe) from Mon 03:20 (+1 more) — forecast alerts \"London, KY\" for details\u{1B}[0m"))
    }

    @Test("the banner follows --lang")
    func bannerInGerman() throws {
        try presenter(columns: 120, words: Catalogue(.de)).write(DailyDocument(reports: [SampleForecast.london], extras: [PlaceExtras(note: nil, alerts: SampleAlerts.report)]), as: .table)
        #expect(output.results[0].contains("⚠ Winter Storm Warning (schwer) ab Mo 03:20 (+1 weitere) — Details: forecast alerts \"London, KY\""))
    }

    @Test("no banner when there are none, none covering, or not checked; JSON says which")
    func noBanner() throws {
        for alerts in [SampleAlerts.none, SampleAlerts.notCovered, nil] {
            try presenter().write(DailyDocument(reports: [SampleForecast.london], extras: [PlaceExtras(note: nil, alerts: alerts)]), as: .table)
            try presenter().write(DailyDocument(reports: [SampleForecast.london], extras: [PlaceExtras(note: nil, alerts: alerts)]), as: .json)
        }
        #expect(!output.results.joined().contains("⚠"))
        #expect(output.results[1].contains(#""alerts_coverage": "covered""#))
        #expect(output.results[3].contains(#""alerts_coverage": "not_covered""#))
        #expect(output.results[5].contains(#""alerts_coverage": "not_checked""#))
    }

    @Test("every format of a forecast shows the place's alerts: JSON, CSV and {alerts}")
    func everyFormat() throws {
        try presenter().write(DailyDocument(reports: [SampleForecast.london], extras: [PlaceExtras(note: nil, alerts: SampleAlerts.report)]), as: .json)
        #expect(output.results[0].contains(#""event": "Winter Storm Warning""#) && output.results[0].contains(#""onset": "2026-11-23T03:20:00-05:00""#))
        try presenter().write(DailyDocument(reports: [SampleForecast.london], extras: [PlaceExtras(note: nil, alerts: SampleAlerts.report)]), as: .csv)
        #expect(output.results[1].contains(",2 alerts: Winter Storm Warning (severe),"))
        var lines = presenter()
        lines.lineTemplate = try LineTemplate("{place}: {alerts}", placeholders: LineValues.daily)
        try lines.write(DailyDocument(reports: [SampleForecast.london], extras: [PlaceExtras(note: nil, alerts: SampleAlerts.report)]), as: .line)
        #expect(output.results[2] == "London: 2 alerts: Winter Storm Warning (severe)\n")
    }

    @Test("a stale list of warnings beside a forecast is told on standard error, never shown as if fresh")
    func staleAlerts() throws {
        let r = SampleAlerts.report
        let stale = AlertsReport(
            location: r.location, coverage: r.coverage, alerts: r.alerts,
            freshness: AnswerFreshness(fetchedAt: SampleAlerts.hours(-2), staleReason: "the service could not be reached"),
            checkedAt: r.checkedAt, utcOffsets: r.utcOffsets
        )
        try presenter().write(DailyDocument(reports: [SampleForecast.london], extras: [PlaceExtras(note: nil, alerts: stale)]), as: .table)
        #expect(output.errors.count == 1)
        #expect(output.errors[0].hasPrefix("forecast: warning: alerts for London: the service could not be reached; showing the answer saved at "))
    }

    @Test("text from the service is made terminal-safe in the banner and the table")
    func hostile() throws {
        let hostile = WeatherAlert(id: "x", event: "Flood\u{1B}[2J Warning", severity: .extreme, onset: nil, ends: nil, headline: "\u{1B}]0;owned\u{07}")
        let report = AlertsReport(location: SampleAlerts.kentucky, coverage: SampleAlerts.report.coverage, alerts: [hostile], checkedAt: SampleAlerts.now)
        try presenter().write(DailyDocument(reports: [SampleForecast.london], extras: [PlaceExtras(note: nil, alerts: report)]), as: .table)
        try presenter().write(AlertsDocument(reports: [report], full: true), as: .table)
        #expect(!output.results.joined().contains("\u{1B}"))
        #expect(output.results[0].contains("⚠ Flood"))
    }
}
