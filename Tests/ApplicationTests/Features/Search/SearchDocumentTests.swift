@testable import Application
import ApplicationTesting
import Domain
import Testing

@Suite("SearchDocument: the places found, as stored")
struct SearchDocumentTests {
    let output = RecordingOutput()

    func writer() -> DocumentWriter {
        DocumentWriter(output: output, styler: Styler(usesColour: false), clock: SystemClock())
    }

    @Test("renders search results as stored, elevation in the chosen units")
    func search() throws {
        let places = PlaceSearchAnswer(
            places: [SampleForecast.londonPlace, SampleForecast.londonOntario, SampleForecast.londonKentucky],
            freshness: AnswerFreshness(fetchedAt: Instant(secondsSince1970: 1_795_339_500))
        )
        let source = DataSource(provider: "GeoNames", attribution: "Place data by GeoNames.org")
        try writer().write(SearchDocument(answer: places, query: try PlaceQuery("London"), source: source, units: .imperial), as: .table)
        try writer().write(SearchDocument(answer: places, query: try PlaceQuery("London"), source: source, units: .metric), as: .json)
        try expected.check(output.results[0], against: "search-london-table.txt")
        try expected.check(output.results[1], against: "search-london.json")
    }
}
