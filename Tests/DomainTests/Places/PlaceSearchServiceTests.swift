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

    @Test("a place search that fails is marked as the place search's failure, in words that say so")
    func failureNamesThePlaceSearch() async throws {
        let geocoding = GeocodingRepositorySpy(places: [Sample.london])
        geocoding.placesNamed.stub(throwing: ForecastError.serviceUnreachable(reason: "Could not resolve host: x"))
        await #expect(throws: ForecastError.placeSearchFailed(.serviceUnreachable(reason: "Could not resolve host: x"))) {
            try await PlaceSearchService(geocoding: geocoding).placeSearch(PlaceQuery("London"), limit: 1)
        }
        await #expect(throws: ForecastError.placeSearchFailed(.serviceUnreachable(reason: "Could not resolve host: x"))) {
            try await PlaceResolutionService(geocoding: geocoding).resolvePlace(.place(PlaceQuery("London")))
        }
        let failure = ForecastError.placeSearchFailed(.serviceError(status: 500, reason: nil))
        #expect(failure.description == "the place search answered with HTTP 500" && failure.underlyingFailure == .serviceError(status: 500, reason: nil))
    }

    @Test("passes on when the repository's answer was fetched; a repository that does not say gives none")
    func freshness() async throws {
        struct Remembered: GeocodingRepository {
            var source: DataSource { DataSource(provider: "x", attribution: "x") }
            var maximumResults: Int { 10 }
            func places(named name: String, countryCode: String?, limit: Int) async throws -> [Place] { [Sample.london] }
            func placeSearch(named name: String, countryCode: String?, limit: Int) async throws -> PlaceSearchAnswer {
                PlaceSearchAnswer(places: [Sample.london], freshness: AnswerFreshness(fetchedAt: Instant(secondsSince1970: 5), staleReason: "offline"))
            }
        }
        let answer = try await PlaceSearchService(geocoding: Remembered()).placeSearch(PlaceQuery("London"), limit: 1)
        #expect(answer.places == [Sample.london] && answer.freshness?.isStale == true)
        let unknown = try await PlaceSearchService(geocoding: GeocodingRepositorySpy(places: [Sample.london])).placeSearch(PlaceQuery("London"), limit: 1)
        #expect(unknown.freshness == nil)
    }

    @Test("sends the country to the repository")
    func sendsCountry() async throws {
        let geocoding = GeocodingRepositorySpy(places: [Sample.londonOntario])
        let places = try await PlaceSearchService(geocoding: geocoding).searchPlaces(PlaceQuery("London", country: "CAN"), limit: 3)
        #expect(places == [Sample.londonOntario])
        #expect(geocoding.placesNamed.lastInvocation == .init(name: "London", countryCode: "CA", limit: 10))
    }

    @Test("asks for more candidates when qualifiers will filter them, and keeps only those that match")
    func filtersByQualifiers() async throws {
        let geocoding = GeocodingRepositorySpy(places: [Sample.london, Sample.londonderry, Sample.londonOntario])
        let places = try await PlaceSearchService(geocoding: geocoding).searchPlaces(PlaceQuery("London, CA"), limit: 5)
        #expect(places == [Sample.londonOntario])
        #expect(geocoding.placesNamed.lastInvocation == .init(name: "London", limit: 50))
    }

    @Test("never asks for more candidates than the service gives")
    func capsCandidates() async throws {
        let geocoding = GeocodingRepositorySpy(places: [], maximumResults: 20)
        _ = try await PlaceSearchService(geocoding: geocoding).searchPlaces(PlaceQuery("London, CA"), limit: 5)
        #expect(geocoding.placesNamed.lastInvocation?.limit == 20)
    }

    @Test("ranks exact name matches before prefix matches, keeping the service's order otherwise")
    func ranksExactMatchesFirst() async throws {
        let geocoding = GeocodingRepositorySpy(places: [Sample.londonderry, Sample.london, Sample.londonOntario])
        let places = try await PlaceSearchService(geocoding: geocoding).searchPlaces(PlaceQuery("london"), limit: 3)
        #expect(places == [Sample.london, Sample.londonOntario, Sample.londonderry])
    }

    @Test("ranks a region match before a country match: \"Hollywood, CA\" is California first, Canada next")
    func prefersRegion() async throws {
        let geocoding = GeocodingRepositorySpy(places: [Sample.hollywoodCanada, Sample.hollywoodCalifornia])
        let places = try await PlaceSearchService(geocoding: geocoding).searchPlaces(PlaceQuery("Hollywood, CA"), limit: 5)
        #expect(places == [Sample.hollywoodCalifornia, Sample.hollywoodCanada])
    }

    @Test("returns nothing, without failing, when nothing matches")
    func emptyWhenNothingMatches() async throws {
        let places = try await PlaceSearchService(geocoding: GeocodingRepositorySpy()).searchPlaces(PlaceQuery("Atlantis"), limit: 3)
        #expect(places.isEmpty)
    }

    @Test("rejects a limit outside 1 to the service's limit without asking the repository", arguments: [0, 101])
    func rejectsLimits(limit: Int) async throws {
        let geocoding = GeocodingRepositorySpy()
        await #expect(throws: ForecastError.outOfRange(OutOfRange(quantity: .resultCount, value: Double(limit), allowed: 1...100))) {
            try await PlaceSearchService(geocoding: geocoding).searchPlaces(PlaceQuery("London"), limit: limit)
        }
        #expect(geocoding.placesNamed.callCount == 0)
    }

    @Test("passes the repository's errors on, marked as the place search's")
    func passesErrorsThrough() async throws {
        let geocoding = GeocodingRepositorySpy()
        geocoding.placesNamed.stub(throwing: ForecastError.timedOut)
        await #expect(throws: ForecastError.placeSearchFailed(.timedOut)) {
            try await PlaceSearchService(geocoding: geocoding).searchPlaces(PlaceQuery("London"), limit: 1)
        }
    }
}

@Suite("Resolving a place")
struct PlaceResolutionServiceTests {
    let geocoding = GeocodingRepositorySpy(
        places: [Sample.london, Sample.londonderry, Sample.londonOntario, Sample.londonOhio],
        source: DataSource(provider: "Geo", attribution: "Places by Geo")
    )
    var service: PlaceResolutionService { PlaceResolutionService(geocoding: geocoding) }

    @Test("chooses the most relevant place and keeps same-named places elsewhere as alternatives")
    func alternatives() async throws {
        let resolved = try await service.resolvePlace(.place(PlaceQuery("London")))
        #expect(resolved.place == Sample.london)
        #expect(resolved.alternatives == [Sample.londonOntario, Sample.londonOhio])
        #expect(resolved.source?.attribution == "Places by Geo")
    }

    @Test("has no alternatives when the name is unique")
    func unique() async throws {
        geocoding.placesNamed.stub(returning: [Sample.londonOntario])
        let resolved = try await service.resolvePlace(.place(PlaceQuery("London, ON")))
        #expect(resolved.place == Sample.londonOntario)
        #expect(resolved.alternatives.isEmpty)
    }

    @Test("keeps at most five alternatives, each region once")
    func capsAlternatives() async throws {
        let many = (0..<9).map { index in
            Place(name: "Springfield", region: "Region \(index % 7)", countryCode: "US", coordinate: try! Coordinate(latitude: Double(index), longitude: 0))
        }
        geocoding.placesNamed.stub(returning: many)
        let resolved = try await service.resolvePlace(.place(PlaceQuery("Springfield")))
        #expect(resolved.alternatives.map(\.region) == ["Region 1", "Region 2", "Region 3", "Region 4", "Region 5"])
    }

    @Test("a coordinate stands for itself: no search, no alternatives, no place source")
    func coordinate() async throws {
        let point = try Coordinate(latitude: 40.7128, longitude: -74.006)
        let resolved = try await service.resolvePlace(.coordinate(point))
        #expect(resolved.place == Place(coordinate: point))
        #expect(resolved.alternatives.isEmpty && resolved.source == nil)
        #expect(geocoding.placesNamed.callCount == 0)
    }

    @Test("when a qualifier rules every place out, counts the places of that name elsewhere")
    func notFoundElsewhere() async throws {
        let query = try PlaceQuery("London, Texas")
        await #expect(throws: ForecastError.placeNotFound(query: query, elsewhere: 3)) {
            try await service.resolvePlace(.place(query))
        }
        #expect(geocoding.placesNamed.lastInvocation == .init(name: "London", limit: 100))
    }

    @Test("an unqualified name that matches nothing is simply not found")
    func notFound() async throws {
        geocoding.placesNamed.stub(returning: [])
        let query = try PlaceQuery("Atlantis")
        await #expect(throws: ForecastError.placeNotFound(query: query, elsewhere: 0)) {
            try await service.resolvePlace(.place(query))
        }
        #expect(geocoding.placesNamed.callCount == 1)
    }
}
