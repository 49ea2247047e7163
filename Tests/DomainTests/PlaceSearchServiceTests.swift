import Domain
import DomainTesting
import Testing

@Suite("Searching places")
struct PlaceSearchServiceTests {
    @Test("asks the repository for the bare name and enough candidates to rank")
    func asksForTheName() async throws {
        let geocoding = GeocodingRepositorySpy(places: [Sample.london])
        let places = try await PlaceSearchService(geocoding: geocoding).searchPlaces(PlaceQuery("London"), limit: 1)
        #expect(places == [Sample.london])
        #expect(geocoding.placesNamed.invocations == [.init(name: "London", limit: 10)])
    }

    @Test("asks for more candidates when qualifiers will filter them, and keeps only those that match")
    func filtersByQualifiers() async throws {
        let geocoding = GeocodingRepositorySpy(places: [Sample.london, Sample.londonderry, Sample.londonOntario])
        let places = try await PlaceSearchService(geocoding: geocoding).searchPlaces(PlaceQuery("London, CA"), limit: 5)
        #expect(places == [Sample.londonOntario])
        #expect(geocoding.placesNamed.lastInvocation == .init(name: "London", limit: 50))
    }

    @Test("ranks exact name matches before prefix matches, keeping the service's order otherwise")
    func ranksExactMatchesFirst() async throws {
        let geocoding = GeocodingRepositorySpy(places: [Sample.londonderry, Sample.london, Sample.londonOntario])
        let places = try await PlaceSearchService(geocoding: geocoding).searchPlaces(PlaceQuery("london"), limit: 3)
        #expect(places == [Sample.london, Sample.londonOntario, Sample.londonderry])
    }

    @Test("returns nothing, without failing, when nothing matches")
    func emptyWhenNothingMatches() async throws {
        let places = try await PlaceSearchService(geocoding: GeocodingRepositorySpy()).searchPlaces(PlaceQuery("Atlantis"), limit: 3)
        #expect(places.isEmpty)
    }

    @Test("rejects a limit below one without asking the repository")
    func rejectsZeroLimit() async throws {
        let geocoding = GeocodingRepositorySpy()
        await #expect(throws: ForecastError.self) {
            try await PlaceSearchService(geocoding: geocoding).searchPlaces(PlaceQuery("London"), limit: 0)
        }
        #expect(geocoding.placesNamed.callCount == 0)
    }

    @Test("passes the repository's errors through")
    func passesErrorsThrough() async throws {
        let geocoding = GeocodingRepositorySpy()
        geocoding.placesNamed.stub(throwing: ForecastError.timedOut)
        await #expect(throws: ForecastError.timedOut) {
            try await PlaceSearchService(geocoding: geocoding).searchPlaces(PlaceQuery("London"), limit: 1)
        }
    }
}
