@testable import Application
import Domain
import Testing

@Suite("forecast services in every format it offers, as stored", .providers)
struct ServicesDocumentTests {
    let output = RecordingOutput()

    /// The double's services, the place search's base URL replaced.
    var listings: [ServiceListing] {
        ProviderDirectoryDouble().services.map { ServiceListing(profile: $0, replaced: $0.id == "geocoding") }
    }

    @Test("table, JSON and CSV", arguments: [OutputFormat.table, .json, .csv])
    func formats(format: OutputFormat) throws {
        try DocumentWriter(output: output, styler: Styler(usesColour: false)).write(ServicesDocument(services: listings), as: format)
        try Expected.check(output.results.joined(), against: "services.\(format.rawValue).txt")
    }

    @Test("no line: a listing has none, and the writer refuses one it is handed")
    func noLine() {
        #expect(throws: OutputFailure.self) {
            try DocumentWriter(output: output, styler: Styler(usesColour: false)).write(ServicesDocument(services: listings), as: .line)
        }
    }
}
