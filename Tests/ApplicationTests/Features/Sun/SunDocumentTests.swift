@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Testing

@Suite("Presenting the Sun's and the Moon's days")
struct SkyDocumentTests {
    let output = RecordingOutput()
    let sky = SkyService(places: ResolvePlaceUseCaseSpy(.success(SampleForecast.unique)), zones: SampleForecast.londonZones, clock: FixedClock(SampleAlerts.now))
    let request = SkyRequest(location: .resolved(SampleForecast.unique), date: LocalDate(iso8601: "2026-11-22"), days: 2)

    func presenter(_ format: OutputFormat, template: String, placeholders: [String]) throws -> DocumentWriter {
        var presenter = DocumentWriter(output: output, styler: Styler(usesColour: false), clock: SystemClock())
        if format == .line { presenter.lineTemplate = try LineTemplate(template, placeholders: placeholders) }
        return presenter
    }

    @Test("forecast sun in every format, as stored", arguments: [OutputFormat.table, .json, .csv, .line])
    func sun(format: OutputFormat) async throws {
        let report = try await sky.sunTimes(for: request)
        try presenter(format, template: LineValues.sunTemplate, placeholders: LineValues.sun).write(SunDocument(reports: [report]), as: format)
        try expected.check(output.results.joined(), against: "sun-london.\(format.rawValue).txt")
    }

    @Test("forecast moon in every format, as stored", arguments: [OutputFormat.table, .json, .csv, .line])
    func moon(format: OutputFormat) async throws {
        let report = try await sky.moonPhases(for: request)
        try presenter(format, template: LineValues.moonTemplate(.english), placeholders: LineValues.moon).write(MoonDocument(reports: [report]), as: format)
        try expected.check(output.results.joined(), against: "moon-london.\(format.rawValue).txt")
    }
}
