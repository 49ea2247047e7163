@testable import Application
import Domain
import DomainTesting
import Testing

/// What a user of a right-to-left, a wide or a Devanagari script sees, stored so that a change shows as a diff:
/// `daily`, `hourly` and `alerts` in Arabic, Persian, Hebrew, Japanese, Chinese, Korean, Hindi and Polish, with
/// the ambiguity note and a warning's banner, so that a sentence with a place's name in it is stored too.
@Suite("Tables in the scripts that break terminals, as stored", .providers)
struct WorldLanguagesOutputTests {
    static let storedLanguages: [Language] = [.ar, .fa, .he, .ja, .zh, .ko, .hi, .pl]
    let output = RecordingOutput()
    let note = "Also: London, Ontario, CA · London, Ohio, US"

    func presenter(_ language: Language) -> DocumentWriter {
        var presenter = DocumentWriter(output: output, styler: Styler(usesColour: false), canvas: ChartCanvas(columns: 80, ascii: false), words: Catalogue(language))
        presenter.clock = FixedClock(SampleAlerts.now)
        return presenter
    }

    @Test("daily, hourly and alerts as stored", arguments: storedLanguages)
    func stored(language: Language) throws {
        try presenter(language).present(SampleForecast.london, as: .table, note: note, alerts: SampleAlerts.report)
        try presenter(language).present(SampleForecast.londonHours, as: .table, note: nil)
        try presenter(language).write(AlertsDocument(reports: [SampleAlerts.report], full: false), as: .table)
        let results = output.results
        #expect(results.count == 3)
        try Expected.check(results[0], against: "languages-daily.\(language.rawValue).txt")
        try Expected.check(results[1], against: "languages-hourly.\(language.rawValue).txt")
        try Expected.check(results[2], against: "languages-alerts.\(language.rawValue).txt")
    }

    @Test("right to left: no right-to-left letter outside an isolate, every digit in a left-to-right one, isolates balanced", arguments: [Language.ar, .fa, .he])
    func isolates(language: Language) throws {
        try presenter(language).present(SampleForecast.london, as: .table, note: note, alerts: SampleAlerts.report)
        try presenter(language).present(SampleForecast.londonHours, as: .table, note: nil)
        try presenter(language).write(AlertsDocument(reports: [SampleAlerts.report], full: false), as: .table)
        let text = output.results.joined()
        #expect(text.unicodeScalars.contains { $0 == "\u{2068}" }, "isolated at all")
        for line in text.split(separator: "\n") {
            #expect(IsolateAudit.problems(in: String(line)) == [], "\(line)")
        }
    }

    @Test("left-to-right languages write no bidi controls", arguments: Language.allCases.filter { !$0.isRightToLeft })
    func noControls(language: Language) throws {
        try presenter(language).present(SampleForecast.london, as: .table, note: note, alerts: SampleAlerts.report)
        #expect(!output.results.joined().unicodeScalars.contains { (0x2066...0x2069).contains($0.value) })
    }

    @Test("--format line follows the same rule in a right-to-left language")
    func line() throws {
        var presenter = presenter(.ar)
        presenter.lineTemplate = try LineTemplate("{place}: {condition} {temperature_min}–{temperature_max}°", placeholders: LineValues.daily)
        try presenter.present([SampleForecast.london], as: .line, extras: [PlaceExtras()])
        let line = output.results.joined()
        #expect(line.hasPrefix("\u{2068}\u{2068}London\u{2069}: "), "\(line)")
        #expect(IsolateAudit.problems(in: String(line.dropLast())) == [])
    }
}

/// Reads a line's isolates as the Unicode bidirectional algorithm does (UAX #9: an isolate takes the direction of
/// its first strong letter outside the isolates nested in it) and tells what would reorder: a right-to-left letter
/// outside every isolate (the line would turn right to left), a digit whose innermost isolate is right to left (its
/// number could change places with its neighbours), an isolate left open or closed twice.
enum IsolateAudit {
    static func problems(in line: String) -> [String] {
        let scalars = Array(line.unicodeScalars)
        var problems: [String] = [], stack: [Bool] = []
        for (index, scalar) in scalars.enumerated() {
            switch scalar {
            case "\u{2068}": stack.append(isRightToLeft(isolateAt: index, in: scalars))
            case "\u{2069}":
                guard stack.popLast() != nil else { return problems + ["a PDI without its isolate"] }
            default:
                if stack.isEmpty, BidiIsolation.isRightToLeft(scalar) { problems.append("right-to-left \(scalar) outside an isolate") }
                if ("0"..."9").contains(scalar), stack.last == true { problems.append("digit \(scalar) in a right-to-left isolate") }
            }
        }
        return stack.isEmpty ? problems : problems + ["an isolate left open"]
    }

    /// Whether the isolate opened at `start` is right to left: its first strong letter outside nested isolates.
    private static func isRightToLeft(isolateAt start: Int, in scalars: [Unicode.Scalar]) -> Bool {
        var depth = 0
        for scalar in scalars[(start + 1)...] {
            if scalar == "\u{2068}" { depth += 1; continue }
            if scalar == "\u{2069}" { if depth == 0 { return false }; depth -= 1; continue }
            guard depth == 0 else { continue }
            if BidiIsolation.isRightToLeft(scalar) { return true }
            if scalar.properties.isAlphabetic { return false }
        }
        return false
    }
}
