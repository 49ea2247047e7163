@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Testing

@Suite("DailyDocument: the daily forecast's table and JSON")
struct DailyDocumentTests {
    let output = RecordingOutput()
    let note = AmbiguityNote.text(for: SampleForecast.location, words: .english)

    func writer(colour: Bool = false) -> DocumentWriter {
        DocumentWriter(output: output, styler: Styler(usesColour: colour), clock: SystemClock())
    }

    @Test("renders the daily table exactly as stored, a dash for every missing value")
    func dailyTable() throws {
        try writer().write(DailyDocument(reports: [SampleForecast.london], extras: [PlaceExtras()]), as: .table)
        try expected.check(output.results.joined(), against: "london-table.txt")
        #expect(output.errors.isEmpty)
    }

    @Test("renders daily JSON exactly as stored, null for every missing value")
    func dailyJSON() throws {
        try writer().write(DailyDocument(reports: [SampleForecast.london], extras: [PlaceExtras()]), as: .json)
        try expected.check(output.results.joined(), against: "london.json")
    }

    @Test("the ambiguity note stands under the header, and only when given")
    func noteUnderHeader() throws {
        try writer().write(DailyDocument(reports: [SampleForecast.london], extras: [PlaceExtras(note: note)]), as: .table)
        let lines = try #require(output.results.first).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[2] == "Also: London, Ontario, CA · London, Kentucky, US — narrow it with --country or \"London, CA\"")
        #expect(try expected.text("london-table.txt").split(separator: "\n", omittingEmptySubsequences: false)[2] == "")
    }

    @Test("colour adds escapes but never moves a column")
    func colour() throws {
        try writer(colour: true).write(DailyDocument(reports: [SampleForecast.london], extras: [PlaceExtras()]), as: .table)
        let coloured = try #require(output.results.first)
        #expect(coloured.contains("\u{1B}[33m") || coloured.contains("\u{1B}[36m"))
        let stripped = coloured.replacing(/\x{1B}\[[0-9;]*m/, with: "")
        #expect(stripped == (try expected.text("london-table.txt")))
    }

    @Test("text from the service cannot inject terminal escapes")
    func noInjection() throws {
        let hostile = DailyForecastReport(
            location: ResolvedPlace(place: Place(name: "Evil\u{1B}]0;pwned\u{07}\u{1B}[2J", region: "Line\nBreak",
                                                 coordinate: try Coordinate(latitude: 0, longitude: 0), timeZoneIdentifier: "Zone\u{1B}[31m")),
            days: [], units: .metric, source: DataSource(provider: "X", attribution: "Credit\u{1B}[5m")
        )
        try writer().write(DailyDocument(reports: [hostile], extras: [PlaceExtras(note: "Also: \u{1B}[31mred")]), as: .table)
        let text = try #require(output.results.first)
        #expect(!text.contains("\u{1B}") && !text.contains("\u{07}"))
        #expect(text.hasPrefix("Evil, Line Break\n"), "escape sequences go whole, with their payload")
    }
}
