/// The standard ``ResolvePlaceUseCase``: a coordinate stands for itself; a query is searched, its most relevant
/// match chosen, and the other places of that name in other regions or countries kept as alternatives, so that
/// a guess is never silent.
public struct PlaceResolutionService: ResolvePlaceUseCase {
    private let search: PlaceSearchService
    private let source: DataSource

    /// The most alternatives kept.
    public static let maximumAlternatives = 5
    /// How many places are looked at for alternatives.
    static let candidateCount = 10

    /// Makes the use case over a geocoding repository.
    public init(geocoding: any GeocodingRepository) {
        search = PlaceSearchService(geocoding: geocoding)
        source = geocoding.source
    }

    /// See ``ResolvePlaceUseCase/resolvePlace(_:)``.
    public func resolvePlace(_ location: ForecastLocation) async throws -> ResolvedPlace {
        switch location {
        case .coordinate(let coordinate):
            return ResolvedPlace(place: Place(coordinate: coordinate))
        case .resolved(let resolved):
            return resolved
        case .place(let query):
            let limit = min(Self.candidateCount, max(1, search.maximumResults))
            let candidates = try await search.searchPlaces(query, limit: limit)
            guard let chosen = candidates.first else {
                let elsewhere = query.isQualified ? try await search.placesNamedAnywhere(query) : 0
                throw ForecastError.placeNotFound(query: query, elsewhere: elsewhere)
            }
            return ResolvedPlace(place: chosen, alternatives: Self.alternatives(to: chosen, among: candidates), source: source)
        }
    }

    /// The candidates with the chosen place's name in another region or country, each region once.
    static func alternatives(to chosen: Place, among candidates: [Place]) -> [Place] {
        var seen: Set<[String?]> = [[chosen.region, chosen.countryCode]]
        var alternatives: [Place] = []
        for place in candidates.dropFirst() where place.name.lowercased() == chosen.name.lowercased() {
            guard seen.insert([place.region, place.countryCode]).inserted else { continue }
            alternatives.append(place)
            if alternatives.count == maximumAlternatives { break }
        }
        return alternatives
    }
}
