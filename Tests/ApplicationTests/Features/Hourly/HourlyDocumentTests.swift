@testable import Application
import ApplicationTesting
import Domain
import Testing

@Suite("HourlyDocument: the hourly forecast's table and JSON, as stored")
struct HourlyDocumentTests {
    let output = RecordingOutput()
    let note = AmbiguityNote.text(for: SampleForecast.location, words: .english)

    func writer() -> DocumentWriter {
        DocumentWriter(output: output, styler: Styler(usesColour: false), clock: SystemClock())
    }

    @Test("renders the hourly table and JSON as stored: the day where it changes, a trend bar, the ambiguity note")
    func hourly() throws {
        try writer().write(HourlyDocument(reports: [SampleForecast.londonHours], extras: [PlaceExtras(note: note)]), as: .table)
        try writer().write(HourlyDocument(reports: [SampleForecast.londonHours], extras: [PlaceExtras(note: note)]), as: .json)
        try expected.check(output.results[0], against: "london-hourly-table.txt")
        try expected.check(output.results[1], against: "london-hourly.json")
    }
}
