/// The standard ``SearchPlacesUseCase``: asks a geocoding repository, keeps the places that satisfy the
/// query's qualifiers, and ranks them by ``PlaceMatch`` (exact names, then region matches), otherwise keeping
/// the service's order.
public struct PlaceSearchService: SearchPlacesUseCase {
    private let geocoding: any GeocodingRepository

    /// How many candidates to ask for when qualifiers will filter them, so a less prominent place
    /// ("London, Ontario") is still among them.
    static let qualifiedCandidateCount = 50
    /// How many candidates to ask for at least, so exact name matches can be ranked first.
    static let minimumCandidateCount = 10

    /// Makes the use case over a geocoding repository.
    public init(geocoding: any GeocodingRepository) {
        self.geocoding = geocoding
    }

    /// See ``SearchPlacesUseCase/source``.
    public var source: DataSource { geocoding.source }

    /// The most places one search returns: the geocoding service's limit.
    public var maximumResults: Int { geocoding.maximumResults }

    /// See ``SearchPlacesUseCase/searchPlaces(_:limit:)``.
    public func searchPlaces(_ query: PlaceQuery, limit: Int) async throws -> [Place] {
        try await placeSearch(query, limit: limit).places
    }

    /// See ``SearchPlacesUseCase/placeSearch(_:limit:)``.
    public func placeSearch(_ query: PlaceQuery, limit: Int) async throws -> PlaceSearchAnswer {
        let allowed = 1...max(1, geocoding.maximumResults)
        try OutOfRange.check(limit, allowed, .resultCount)
        let wanted = query.qualifiers.isEmpty ? Self.minimumCandidateCount : Self.qualifiedCandidateCount
        let candidateCount = min(max(limit, wanted), allowed.upperBound)
        let answer = try await Self.searching { try await geocoding.placeSearch(named: query.name, countryCode: query.countryCode, limit: candidateCount) }
        let ranked = answer.places.enumerated()
            .compactMap { index, place in query.match(place).map { (index: index, place: place, match: $0) } }
            .sorted { $0.match != $1.match ? $0.match > $1.match : $0.index < $1.index }
        return PlaceSearchAnswer(places: ranked.prefix(limit).map(\.place), freshness: answer.freshness)
    }

    /// What `search` gives, its failures marked as the place search's.
    private static func searching<Answer>(_ search: () async throws -> Answer) async throws -> Answer {
        do {
            return try await search()
        } catch let failure as ForecastError {
            throw ForecastError.placeSearchFailed(failure)
        }
    }

    /// How many places have the query's name exactly, anywhere: what a qualified query that matched nothing
    /// ruled out.
    func placesNamedAnywhere(_ query: PlaceQuery) async throws -> Int {
        let candidates = try await Self.searching { try await geocoding.places(named: query.name, countryCode: nil, limit: geocoding.maximumResults) }
        return candidates.filter { $0.name.lowercased() == query.name.lowercased() }.count
    }
}
