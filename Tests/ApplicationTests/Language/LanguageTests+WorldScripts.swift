@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Testing

extension LanguageTests {
    /// What a user of a right-to-left, a wide or a Devanagari script sees, stored so that a change shows as a diff:
    /// `daily`, `hourly` and `alerts` in Arabic, Persian, Hebrew, Japanese, Chinese, Korean, Hindi and Polish, with
    /// the ambiguity note and a warning's banner, so that a sentence with a place's name in it is stored too.
    @Suite("tables in the scripts that break terminals, as stored")
    struct WorldScripts {
        static let storedLanguages: [Language] = [.ar, .fa, .he, .ja, .zh, .ko, .hi, .pl]
        let output = RecordingOutput()

        /// The note on other places of the name, in the language, as the router writes it.
        func note(_ language: Language) -> String {
            Catalogue(language)("note.also", ["places": "London, Ontario, CA · London, Ohio, US", "example": "London, CA"])
        }

        func presenter(_ language: Language) -> DocumentWriter {
            var presenter = DocumentWriter(output: output, styler: Styler(usesColour: false), canvas: ChartCanvas(columns: 80, ascii: false), words: Catalogue(language), clock: SystemClock())
            presenter.clock = FixedClock(SampleAlerts.now)
            return presenter
        }

        @Test("daily, hourly and alerts as stored", arguments: storedLanguages)
        func stored(language: Language) throws {
            try presenter(language).write(DailyDocument(reports: [SampleForecast.london], extras: [PlaceExtras(note: note(language), alerts: SampleAlerts.report)]), as: .table)
            try presenter(language).write(HourlyDocument(reports: [SampleForecast.londonHours], extras: [PlaceExtras()]), as: .table)
            try presenter(language).write(AlertsDocument(reports: [SampleAlerts.report], full: false), as: .table)
            let results = output.results
            #expect(results.count == 3)
            try expected.check(results[0], against: "languages-daily.\(language.rawValue).txt")
            try expected.check(results[1], against: "languages-hourly.\(language.rawValue).txt")
            try expected.check(results[2], against: "languages-alerts.\(language.rawValue).txt")
        }

        @Test("right to left: no right-to-left letter outside an isolate, every digit in a left-to-right one, isolates balanced", arguments: [Language.ar, .fa, .he])
        func isolates(language: Language) throws {
            try presenter(language).write(DailyDocument(reports: [SampleForecast.london], extras: [PlaceExtras(note: note(language), alerts: SampleAlerts.report)]), as: .table)
            try presenter(language).write(HourlyDocument(reports: [SampleForecast.londonHours], extras: [PlaceExtras()]), as: .table)
            try presenter(language).write(AlertsDocument(reports: [SampleAlerts.report], full: false), as: .table)
            let text = output.results.joined()
            #expect(text.unicodeScalars.contains { $0 == "\u{2068}" }, "isolated at all")
            for line in text.split(separator: "\n") {
                #expect(IsolateAudit.problems(in: String(line)) == [], "\(line)")
            }
        }

        @Test("left-to-right languages write no bidi controls", arguments: Language.allCases.filter { !$0.isRightToLeft })
        func noControls(language: Language) throws {
            try presenter(language).write(DailyDocument(reports: [SampleForecast.london], extras: [PlaceExtras(note: note(language), alerts: SampleAlerts.report)]), as: .table)
            #expect(!output.results.joined().unicodeScalars.contains { (0x2066...0x2069).contains($0.value) })
        }

        @Test("--format line follows the same rule in a right-to-left language")
        func line() throws {
            var presenter = presenter(.ar)
            presenter.lineTemplate = try LineTemplate("{place}: {condition} {temperature_min}–{temperature_max}°", placeholders: LineValues.daily)
            try presenter.write(DailyDocument(reports: [SampleForecast.london], extras: [PlaceExtras()]), as: .line)
            let line = output.results.joined()
            #expect(line.hasPrefix("\u{2068}\u{2068}London\u{2069}: "), "\(line)")
            #expect(IsolateAudit.problems(in: String(line.dropLast())) == [])
        }
    }
}
