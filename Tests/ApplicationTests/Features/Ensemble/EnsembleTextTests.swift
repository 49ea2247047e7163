@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Testing

@Suite("EnsembleText: the ensemble beside daily and hourly, and check rain --ensemble's answer, as stored")
struct EnsembleTextTests {
    let output = RecordingOutput()

    func presenter(
        _ format: OutputFormat, words: Catalogue = .english, template: String = "{date} {temperature_max}", placeholders: [String] = LineValues.daily
    ) throws -> DocumentWriter {
        var presenter = DocumentWriter(output: output, styler: Styler(usesColour: false), canvas: ChartCanvas(columns: 160, ascii: true), words: words, clock: SystemClock())
        if format == .line { presenter.lineTemplate = try LineTemplate(template, placeholders: placeholders) }
        return presenter
    }

    func extras() async throws -> PlaceExtras {
        var extras = PlaceExtras(note: nil)
        extras[EnsembleExtra.self] = try await SampleEnsemble.outlook()
        return extras
    }

    @Test("daily: the members' high and rain in columns, the band on the range bar; an ensemble object a day", arguments: [OutputFormat.table, .json, .csv, .line])
    func daily(format: OutputFormat) async throws {
        try presenter(format).write(DailyDocument(reports: [SampleForecast.london], extras: [try await extras()]), as: format)
        try expected.check(output.results.joined(), against: "daily-ensemble.\(format.rawValue).txt")
    }

    @Test("hourly: the band around each hour's temperature in the trend column; an ensemble object an hour", arguments: [OutputFormat.table, .json, .csv, .line])
    func hourly(format: OutputFormat) async throws {
        try presenter(format, template: "{time} {temperature}", placeholders: LineValues.now)
            .write(HourlyDocument(reports: [SampleForecast.londonHours], extras: [try await extras()]), as: format)
        try expected.check(output.results.joined(), against: "hourly-ensemble.\(format.rawValue).txt")
    }

    @Test("German: the columns and the note follow --lang")
    func german() async throws {
        try presenter(.table, words: Catalogue(.de)).write(DailyDocument(reports: [SampleForecast.london], extras: [try await extras()]), as: .table)
        try expected.check(output.results.joined(), against: "daily-ensemble.de.txt")
    }

    @Test("the hand-checked spread: the 22nd's highs of the four whole members, 10th–90th percentile as numpy gives it")
    func dailySpread() async throws {
        // Each member's high is 11.5 + (member − 2); the fifth misses 22:00, so four members count, even:
        // numpy: np.percentile([9.5, 10.5, 11.5, 12.5], [10, 50, 90]) == [9.8, 11, 12.2].
        let spread = try #require(try await SampleEnsemble.outlook().spread(on: LocalDate(iso8601: "2026-11-22")!))
        #expect(spread.members == 4)
        let low = try #require(spread.temperatureP10), high = try #require(spread.temperatureP90)
        #expect(abs(low - 9.8) < 1e-9 && spread.temperatureMedian == 11 && abs(high - 12.2) < 1e-9)
    }

    @Test("check rain --ensemble: the line, JSON and CSV", arguments: [OutputFormat.table, .json, .csv, .line])
    func check(format: OutputFormat) async throws {
        let answer = try await SampleEnsemble.service().check(EnsembleRainCheckRequest(location: .resolved(SampleForecast.unique)))
        try presenter(format).write(EnsembleRainCheckDocument(answer: answer), as: format)
        try expected.check(output.results.joined(), against: "check-ensemble.\(format.rawValue).txt")
    }
}
