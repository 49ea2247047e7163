@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Foundation
import Testing

extension MarineDocumentTests {
    @Suite("the sea in a status bar: its placeholders in the text, the rest in the tooltip")
    struct StatusBar {
        let bars = StatusBarDocumentTests()

        @Test("waybar: the marine placeholders in the text, the place, the sea point, the waves, swell, sea, current and tide in the tooltip")
        func waybar() throws {
            try bars.writer("{sea_state} {waves} · {swell} · {sea_temperature} · {tide}", placeholders: LineValues.marine)
                .write(MarineDocument(reports: [SampleMarine.biarritz]), as: .waybar)
            let object = try bars.waybarObject()
            #expect(object["text"] as? String == "moderate 1.7 m WNW↘ 10 s · 1.5 m WNW↘ 12 s · 14.3°C · high 15:40 1.7 m")
            let tooltip = try #require(object["tooltip"] as? String).split(separator: "\n").map(String.init)
            #expect(tooltip == [
                "Biarritz, Nouvelle-Aquitaine, FR", "sea 4 km W of Biarritz", "Waves: moderate, 1.7 m WNW↘ 10 s", "Swell: 1.5 m WNW↘ 12 s",
                "Sea temp: 14.3°C", "Current: 0.5 km/h NE↗", "high 15:40 1.7 m",
            ])
            #expect(object["class"] as? [String] == [] && object["alt"] == nil && object["percentage"] == nil)
        }

        @Test("waybar in feet and knots, an old answer marked stale and its age in the tooltip")
        func feetAndStale() throws {
            let stale = AnswerFreshness(fetchedAt: Instant(secondsSince1970: SampleAlerts.now.secondsSince1970 - 3600), staleReason: "the service did not answer")
            let report = SampleMarine.report(units: MarineDocumentTests.sailors, freshness: stale)
            try bars.writer("{waves} {tide}", placeholders: LineValues.marine).write(MarineDocument(reports: [report]), as: .waybar)
            let object = try bars.waybarObject()
            #expect(object["text"] as? String == "5.6 ft WNW↘ 10 s high 15:40 5.6 ft")
            #expect(object["class"] as? [String] == ["stale"])
            #expect((object["tooltip"] as? String)?.contains("Current: 0.3 kn NE↗") == true && (object["tooltip"] as? String)?.contains("as of") == true)
        }

        @Test("i3blocks: three lines, the waves' height as the short text, never urgent")
        func i3blocks() throws {
            try bars.writer(LineValues.marineBarTemplate, placeholders: LineValues.marine).write(MarineDocument(reports: [SampleMarine.biarritz]), as: .i3blocks)
            let lines = (bars.output.results.last ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(lines == ["1.7 m WNW↘ 10 s 14.3°C", "1.7 m", "", ""], "\(lines)")
            #expect(!MarineDocument(reports: [SampleMarine.biarritz]).isUrgent)
        }

        @Test("no sea known now: each value missing is —, the short text too")
        func unknown() throws {
            let report = SampleMarine.biarritz
            let empty = MarineReport(
                location: report.location, sea: report.sea, span: report.span, hours: report.hours.map { MarineHour(time: $0.time) }, units: report.units,
                source: report.source, now: report.now
            )
            try bars.writer("{waves}|{swell}|{sea_temperature}|{tide}|{sea_state}", placeholders: LineValues.marine).write(MarineDocument(reports: [empty]), as: .i3blocks)
            #expect(bars.output.results.last?.hasPrefix("—|—|—|—|—\n—\n") == true)
        }
    }
}
