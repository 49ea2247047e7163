@testable import Application
import ApplicationTesting
import Domain
import Testing

@Suite("StandardErrorReporter: a failure told in one line")
struct StandardErrorReporterTests {
    let output = RecordingOutput()

    @Test("a failure is one line on standard error, with the hint, nothing on standard output")
    func failure() throws {
        StandardErrorReporter(output: output).presentFailure(ForecastError.placeNotFound(query: try PlaceQuery("Atlantis"), elsewhere: 0),
                                   hint: ForecastRouter().hint(after: ForecastError.placeNotFound(query: try PlaceQuery("Atlantis"), elsewhere: 0)),
                                   place: nil)
        #expect(output.results.isEmpty)
        #expect(output.errors == ["forecast: no place found matching \"Atlantis\"; check the spelling, or add a country: \"Paris, FR\"\n"])
    }
}
