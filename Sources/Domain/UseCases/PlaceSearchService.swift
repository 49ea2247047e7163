/// The standard ``SearchPlacesUseCase``: asks a geocoding repository, keeps the places that satisfy the
/// query's qualifiers, and puts exact name matches before prefix matches, otherwise keeping the service's order.
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

    /// See ``SearchPlacesUseCase/searchPlaces(_:limit:)``.
    public func searchPlaces(_ query: PlaceQuery, limit: Int) async throws -> [Place] {
        guard limit >= 1 else { throw ForecastError.invalidInput(reason: "the search limit must be at least 1") }
        let candidateCount = query.qualifiers.isEmpty
            ? max(limit, Self.minimumCandidateCount)
            : max(limit, Self.qualifiedCandidateCount)
        let candidates = try await geocoding.places(named: query.name, limit: candidateCount)
            .filter(query.isSatisfied(by:))
        let exact = candidates.filter(query.isExactName(of:))
        let others = candidates.filter { !query.isExactName(of: $0) }
        return Array((exact + others).prefix(limit))
    }
}
