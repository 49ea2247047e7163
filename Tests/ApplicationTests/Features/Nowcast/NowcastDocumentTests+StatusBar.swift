@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Foundation
import Testing

extension NowcastDocumentTests {
    @Suite("the nowcast in a status bar, alone and in current's tooltip")
    struct StatusBar {
        let bars = StatusBarDocumentTests()

        @Test("nowcast as waybar: the strip as text, the outlook, method and fallback in the tooltip, no percentage")
        func nowcastWaybar() throws {
            let fallback = NowcastFallback(source: SampleNowcast.radar, gap: .noRadarCoverage)
            let report = SampleNowcast.report([0, 0.4, 3, 9, 0, 0, 0, 0], stepMinutes: 15, method: .model, fallback: fallback)
            try bars.writer("{strip}", placeholders: LineValues.nowcast).write(NowcastDocument(reports: [report]), as: .waybar)
            let object = try bars.waybarObject()
            #expect(object["text"] as? String == "·▂▅█····")
            let tooltip = try #require(object["tooltip"] as? String).split(separator: "\n").map(String.init)
            #expect(tooltip.count == 4 && tooltip[0] == "Bergen, Vestland, NO")
            #expect(tooltip[1].hasPrefix("Rain from about 15:35, heaviest 9.0 mm/h at 16:05, easing by 16:20"))
            #expect(tooltip[2] == "model, 15 min" && tooltip[3].hasPrefix("MET Norway: no radar coverage here"))
            #expect(object["percentage"] == nil && object["class"] as? [String] == ["rain"] && object["alt"] as? String == "rain")
        }

        @Test("nowcast as i3blocks: three lines, the strip as short text, never urgent")
        func nowcastI3blocks() throws {
            try bars.writer("{summary}", placeholders: LineValues.nowcast).write(NowcastDocument(reports: [SampleNowcast.report()]), as: .i3blocks)
            let lines = (bars.output.results.last ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(lines.count == 4 && lines[3].isEmpty, "three lines and the last newline: \(lines)")
            #expect(lines[0].hasPrefix("Rain from about 15:35") && lines[1] == "···▂▂▂▂▅█▅▂▂···?······")
            #expect(!NowcastDocument(reports: [SampleNowcast.report()]).isUrgent)
            try bars.writer().write(NowcastDocument(reports: [SampleNowcast.report([0, 0, 0])]), as: .waybar)
            #expect(try bars.waybarObject()["class"] as? [String] == [], "dry: no class")
        }

        @Test("a hostile place name reaches the bar's text and tooltip as escaped text, on one line")
        func hostilePlace() throws {
            let hostile = ResolvedPlace(place: Place(
                name: "<span foreground=\"red\">Bergen</span> & \u{1B}[31m</tooltip>\nX", region: nil, country: "Norway", countryCode: "NO",
                coordinate: try Coordinate(latitude: 60.39, longitude: 5.32), timeZoneIdentifier: "Europe/Oslo"
            ))
            try bars.writer("{place}: {strip}", placeholders: LineValues.nowcast).write(NowcastDocument(reports: [SampleNowcast.report(place: hostile)]), as: .waybar)
            let object = try bars.waybarObject()
            let text = try #require(object["text"] as? String), tooltip = try #require(object["tooltip"] as? String)
            for written in [text, tooltip.split(separator: "\n").first.map(String.init) ?? ""] {
                #expect(written.hasPrefix("&lt;span foreground=&quot;red&quot;&gt;Bergen&lt;/span&gt; &amp; "), "\(written)")
                #expect(!written.contains("\u{1B}") && !written.contains("<"))
            }
        }

        @Test("current's tooltip carries the nowcast's outlook where one was asked")
        func currentTooltip() throws {
            var extras = PlaceExtras()
            extras[NowcastExtra.self] = SampleNowcast.report()
            try bars.writer().write(CurrentDocument(reports: [SampleForecast.londonNow], extras: [extras]), as: .waybar)
            let tooltip = try #require(try bars.waybarObject()["tooltip"] as? String).split(separator: "\n").map(String.init)
            #expect(tooltip.contains { $0.hasPrefix("Rain from about 15:35, heaviest 8.2 mm/h at 16:00") })
        }
    }
}
