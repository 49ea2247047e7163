@testable import Application
import ApplicationTesting
import Domain
import DomainTesting

/// The Sun's and the Moon's days at London for two days from 22 November 2026, computed by Domain's service over spies,
/// and the writer their documents are shown with.
enum SampleSky {
    static let service = SkyService(places: ResolvePlaceUseCaseSpy(.success(SampleForecast.unique)), zones: SampleForecast.londonZones, clock: FixedClock(SampleAlerts.now))
    static let request = SkyRequest(location: .resolved(SampleForecast.unique), date: LocalDate(iso8601: "2026-11-22"), days: 2)

    /// A plain writer into `output`; as a line, with `template` over `placeholders`.
    static func writer(to output: RecordingOutput, _ format: OutputFormat, template: String, placeholders: [String]) throws -> DocumentWriter {
        var writer = DocumentWriter(output: output, styler: Styler(usesColour: false), clock: SystemClock())
        if format == .line { writer.lineTemplate = try LineTemplate(template, placeholders: placeholders) }
        return writer
    }
}
