@testable import Application
import ApplicationTesting
import Domain
import Testing

@Suite("SunDocument: the Sun's days")
struct SunDocumentTests {
    let output = RecordingOutput()

    @Test("forecast sun in every format, as stored", arguments: [OutputFormat.table, .json, .csv, .line])
    func sun(format: OutputFormat) async throws {
        let report = try await SampleSky.service.sunTimes(for: SampleSky.request)
        try SampleSky.writer(to: output, format, template: LineValues.sunTemplate, placeholders: LineValues.sun).write(SunDocument(reports: [report]), as: format)
        try expected.check(output.results.joined(), against: "sun-london.\(format.rawValue).txt")
    }
}
