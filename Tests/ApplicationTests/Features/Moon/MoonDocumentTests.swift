@testable import Application
import ApplicationTesting
import Domain
import Testing

@Suite("MoonDocument: the Moon's days")
struct MoonDocumentTests {
    let output = RecordingOutput()

    @Test("forecast moon in every format, as stored", arguments: [OutputFormat.table, .json, .csv, .line])
    func moon(format: OutputFormat) async throws {
        let report = try await SampleSky.service.moonPhases(for: SampleSky.request)
        try SampleSky.writer(to: output, format, template: LineValues.moonTemplate(.english), placeholders: LineValues.moon).write(MoonDocument(reports: [report]), as: format)
        try expected.check(output.results.joined(), against: "moon-london.\(format.rawValue).txt")
    }
}
