@testable import Application
import ApplicationTesting
import Domain
import Testing

@Suite("forecast services in every format it offers, as stored")
struct ServicesDocumentTests {
    let output = RecordingOutput()

    /// The double's services, the place search's base URL replaced.
    var listings: [ServiceListing] {
        ProviderDirectoryDouble().services.map { ServiceListing(profile: $0, variable: "FORECAST_\($0.id.uppercased().replacing("-", with: "_"))_URL", replaced: $0.id == "geocoding") }
    }

    @Test("table, JSON and CSV", arguments: [OutputFormat.table, .json, .csv])
    func formats(format: OutputFormat) throws {
        try DocumentWriter(output: output, styler: Styler(usesColour: false), clock: SystemClock()).write(ServicesDocument(services: listings), as: format)
        try expected.check(output.results.joined(), against: "services.\(format.rawValue).txt")
    }

    @Test("no line: a listing has none, and the writer refuses one it is handed")
    func noLine() {
        #expect(throws: OutputFailure.self) {
            try DocumentWriter(output: output, styler: Styler(usesColour: false), clock: SystemClock()).write(ServicesDocument(services: listings), as: .line)
        }
    }
}
