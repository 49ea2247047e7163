@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Testing

@Suite("SearchInteraction: what search asks the use case, and what it shows")
struct SearchInteractionTests {
    let presenter = OutputSpy()

    @Test("search: the query is asked with the count, and the places found shown in the units asked, with the search's credit")
    func found() async throws {
        let provider = SpyProvider()
        let query = try PlaceQuery("London")
        #expect(await SearchInteraction.show(query, count: 5, units: .imperial, on: .recording(provider, to: presenter, format: .json)) == .success)
        #expect(provider.search.searchPlacesCalls.invocations == [.init(query: query, limit: 5)])
        #expect(presenter.presented.invocations == ["search json 1"] && presenter.failures.callCount == 0)
        let document = try #require(presenter.written(SearchDocument.self).first)
        #expect(document.answer.places == [SampleForecast.london.place] && document.query == query && document.units == .imperial)
        #expect(document.source == DataSource(provider: "Spy", attribution: "Places by Spy"))
    }

    @Test("search: an empty result is 'not found', exit 66, with a hint")
    func searchEmpty() async throws {
        let empty = SpyProvider().serving(.searchPlaces, SearchPlacesUseCaseSpy(places: []))
        let status = await SearchInteraction.show(try PlaceQuery("Atlantis"), count: 10, units: .metric, on: .recording(empty, to: presenter))
        #expect(status == .placeNotFound)
        #expect(presenter.failures.invocations.first?.hasSuffix("check the spelling, or add a country: \"Paris, FR\"") == true)
    }
}
