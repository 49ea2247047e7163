@testable import Application
import ApplicationTesting
import Domain
import Testing

@Suite("CurrentDocument: the conditions now, as stored")
struct CurrentDocumentTests {
    let output = RecordingOutput()
    let note = AmbiguityNote.text(for: SampleForecast.location, words: .english)

    func writer() -> DocumentWriter {
        DocumentWriter(output: output, styler: Styler(usesColour: false), clock: SystemClock())
    }

    @Test("renders the conditions now as stored")
    func current() throws {
        try writer().write(CurrentDocument(reports: [SampleForecast.londonNow], extras: [PlaceExtras(note: note)]), as: .table)
        try writer().write(CurrentDocument(reports: [SampleForecast.londonNow], extras: [PlaceExtras(note: note)]), as: .json)
        try expected.check(output.results[0], against: "london-current-table.txt")
        try expected.check(output.results[1], against: "london-current.json")
    }
}
