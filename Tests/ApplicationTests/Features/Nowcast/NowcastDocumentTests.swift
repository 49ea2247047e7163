@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Foundation
import Testing

@Suite("Presenting a nowcast: the strip, the outlook, and its records")
struct NowcastDocumentTests {
    let output = RecordingOutput()

    func write(_ report: NowcastReport, as format: OutputFormat, words: Catalogue = .english, ascii: Bool = false) throws -> String {
        var writer = DocumentWriter(output: output, styler: Styler(usesColour: false), words: words, clock: SystemClock())
        if ascii { writer.canvas = ChartCanvas(columns: 80, ascii: true) }
        if format == .line { writer.lineTemplate = try LineTemplate(LineValues.nowcastTemplate + " · {method} · {intensity}", placeholders: LineValues.nowcast) }
        if format.isStatusBar { writer.lineTemplate = try LineTemplate(LineValues.nowcastBarTemplate, placeholders: LineValues.nowcast) }
        try writer.write(NowcastDocument(reports: [report]), as: format)
        return output.results.joined()
    }

    func summary(_ rates: [Double?], stepMinutes: Int = 5, words: Catalogue = .english) -> String {
        NowcastText.summary(SampleNowcast.report(rates, stepMinutes: stepMinutes), words: words)
    }

    @Test("forecast nowcast in every format, as stored", arguments: [OutputFormat.table, .json, .csv, .line, .waybar, .i3blocks])
    func formats(format: OutputFormat) throws {
        try expected.check(try write(SampleNowcast.report(), as: format), against: "nowcast-bergen.\(format.rawValue).txt")
    }

    @Test("the table in German, and with a fallback in ASCII and imperial units, as stored")
    func storedTables() throws {
        try expected.check(try write(SampleNowcast.report(), as: .table, words: Catalogue(.de)), against: "nowcast-bergen.de.txt")
        let fallback = NowcastFallback(source: SampleNowcast.radar, gap: .noRadarCoverage)
        let model = SampleNowcast.report([0, 0.3, 1.2, 2.7, 0.8, 0, 0, 0], stepMinutes: 15, method: .model, units: .imperial, fallback: fallback)
        let german = output.results.joined()
        try expected.check(String(try write(model, as: .table, ascii: true).dropFirst(german.count)), against: "nowcast-model-fallback.ascii.txt")
    }

    @Test("the outlook: rain to come, with its heaviest step and its end, on the place's clock")
    func rainLater() {
        #expect(summary(SampleNowcast.showerRates) == "Rain from about 15:35, heaviest 8.2 mm/h at 16:00, easing by 16:20")
    }

    @Test("the outlook: rain in the step under way is rain now")
    func rainNow() {
        #expect(summary([0.5, 1.5, 0, 0]) == "Rain now, heaviest 1.5 mm/h at 15:25, easing by 15:30")
    }

    @Test("the outlook: rain at the last step continues past the steps' end")
    func continuing() {
        #expect(summary([0, 0, 0.3, 2.6]) == "Rain from about 15:30, heaviest 2.6 mm/h at 15:35, continuing past 15:40")
    }

    @Test("the outlook: dry for the span the steps cover, 22 radar steps being 1 h 50 min; 8 model steps 2 h")
    func dry() {
        #expect(summary(Array(repeating: 0, count: 22)) == "No rain expected in the next 1 h 50 min")
        #expect(summary(Array(repeating: 0.05, count: 8), stepMinutes: 15) == "No rain expected in the next 2 h")
        #expect(summary([0, nil, 0]) == "No rain expected in the next 15 min")
    }

    @Test("the outlook: no rate known is said, neither dry nor rain")
    func unknown() {
        #expect(summary([nil, nil, nil]) == "No nowcast rates here now")
    }

    @Test("the strip: a glyph a step by intensity, ? where the rate is not known, the place's clock every half hour under it")
    func strip() throws {
        let report = SampleNowcast.report()
        #expect(NowcastStrip.line(report, ascii: false) == "···▂▂▂▂▅█▅▂▂···?······")
        #expect(NowcastStrip.line(report, ascii: true) == "...----=#=--...?......")
        // 15:20 is the first step: the first half hour, 15:30, is two glyphs on, 16:00 six after it.
        #expect(NowcastStrip.ticks(report) == "  15:30 16:00 16:30 17:00")
    }

    @Test("the strip: a 15-minute step is three glyphs, so every strip has one time scale")
    func modelStrip() {
        let report = SampleNowcast.report([0, 3, 9], stepMinutes: 15, method: .model)
        #expect(NowcastStrip.line(report, ascii: false) == "···▅▅▅███")
        // 15:20, 15:35, 15:50: no step begins on a half hour.
        #expect(NowcastStrip.ticks(report) == "")
    }

    @Test("--units imperial: rates in in/h, the legend's thresholds too")
    func imperial() throws {
        let text = try write(SampleNowcast.report(units: .imperial), as: .table)
        #expect(text.contains("heaviest 0.323 in/h at 16:00"))
        #expect(text.contains("▂ light ≥0.004  ▅ moderate ≥0.098  █ heavy ≥0.299 in/h  ? not known"))
    }

    @Test("--ascii: the strip and the legend in plain ASCII")
    func ascii() throws {
        let text = try write(SampleNowcast.report(), as: .table, ascii: true)
        #expect(text.contains("...----=#=--...?......"))
        #expect(text.contains(". none  - light >=0.1  = moderate >=2.5  # heavy >=7.6 mm/h  ? not known"))
    }

    @Test("--lang de: the outlook, the method, the labels and the decimal comma in German")
    func german() throws {
        let text = try write(SampleNowcast.report(), as: .table, words: Catalogue(.de))
        #expect(text.contains("Regen ab etwa 15:35, am stärksten 8,2 mm/h um 16:00, Ende gegen 16:20"))
        #expect(text.contains("Radar, 5 Min.") && text.contains("Aussicht") && text.contains("Legende") && text.contains("▂ leicht ≥0,1"))
        #expect(summary(Array(repeating: 0, count: 22), words: Catalogue(.de)) == "Kein Regen in den nächsten 1 Std. 50 Min. erwartet")
    }

    @Test("a fallback is one line under the header: who had none, why, and who answered")
    func fallback() throws {
        let fallback = NowcastFallback(source: SampleNowcast.radar, gap: .noRadarCoverage)
        let text = try write(SampleNowcast.report([0, 0], stepMinutes: 15, method: .model, fallback: fallback), as: .table)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[2] == "MET Norway: no radar coverage here; from Open-Meteo's model instead")
        #expect(lines[1].hasSuffix("Europe/Oslo · model, 15 min"))
    }

    @Test("JSON: the machine values, field by field")
    func json() throws {
        let fallback = NowcastFallback(source: DataSource(provider: "MET Norway", attribution: "x"), gap: .radarTemporarilyUnavailable)
        let text = try write(SampleNowcast.report(fallback: fallback), as: .json)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["method"] as? String == "radar" && object["step_minutes"] as? Int == 5)
        #expect((object["units"] as? [String: String])?["precipitation_rate"] == "mm/h")
        let steps = try #require(object["steps"] as? [[String: Any]])
        #expect(steps.count == 22)
        #expect(steps[0]["time"] as? String == "2026-11-22T15:20:00+01:00" && steps[0]["intensity"] as? String == "none")
        #expect(steps[8]["precipitation_rate"] as? Double == 8.2 && steps[8]["intensity"] as? String == "heavy")
        #expect(steps[15]["precipitation_rate"] is NSNull && steps[15]["intensity"] is NSNull)
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["kind"] as? String == "rain" && summary["starts_now"] as? Bool == false)
        #expect(summary["start"] as? String == "2026-11-22T15:35:00+01:00" && summary["end"] as? String == "2026-11-22T16:20:00+01:00")
        #expect(summary["covered_until"] as? String == "2026-11-22T17:10:00+01:00")
        let heaviest = try #require(summary["heaviest"] as? [String: Any])
        #expect(heaviest["time"] as? String == "2026-11-22T16:00:00+01:00" && heaviest["precipitation_rate"] as? Double == 8.2)
        #expect(object["fallback"] as? [String: String] == ["service": "MET Norway", "reason": "radar_temporarily_unavailable"])
        #expect((object["source"] as? [String: String])?["provider"] == "MET Norway")
    }

    @Test("JSON: a dry outlook has no start, heaviest or end")
    func dryJSON() throws {
        let text = try write(SampleNowcast.report([0, 0], units: .imperial), as: .json)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["kind"] as? String == "dry" && summary["start"] is NSNull && summary["heaviest"] is NSNull && summary["starts_now"] is NSNull)
        #expect((object["units"] as? [String: String])?["precipitation_rate"] == "in/h" && object["fallback"] is NSNull)
    }

    @Test("CSV: a row a step, the rate's unit in its column's name")
    func csv() throws {
        let lines = try write(SampleNowcast.report(units: .imperial), as: .csv).split(whereSeparator: \.isNewline).map(String.init)
        #expect(lines[0] == "place,time,precipitation_rate_in_h,intensity,method,step_minutes,fetched_at,stale")
        #expect(lines.count == 23)
    }

    @Test("a hostile place name cannot drive the terminal, in the table or the line")
    func hostile() throws {
        let evil = ResolvedPlace(place: Place(name: "Evil\u{1B}]0;owned\u{07}\u{1B}[2J", coordinate: try Coordinate(latitude: 60, longitude: 5)))
        let table = try write(SampleNowcast.report(place: evil), as: .table)
        let line = try write(SampleNowcast.report(place: evil), as: .line)
        #expect(!table.contains("\u{1B}") && !line.contains("\u{1B}") && !line.contains("\u{07}"))
    }
}
