public import Domain

/// A ``SearchPlacesUseCase`` that records each search and returns stubbed places or a stubbed error.
public final class SearchPlacesUseCaseSpy: SearchPlacesUseCase {
    /// The parameters of one call to ``searchPlaces(_:limit:)``.
    public struct Invocation: Sendable, Hashable {
        /// The query.
        public let query: PlaceQuery
        /// The limit asked for.
        public let limit: Int
        /// Records one call's parameters.
        public init(query: PlaceQuery, limit: Int) {
            self.query = query
            self.limit = limit
        }
    }

    /// The calls made and the answer given to them.
    public let searchPlacesCalls: Spy<Invocation, [Place]>
    /// The source it reports.
    public let source: DataSource

    /// Makes a spy that returns `places` to every search.
    public init(places: [Place] = [], source: DataSource = .init(provider: "Spy", attribution: "Places by Spy")) {
        searchPlacesCalls = Spy(.success(places))
        self.source = source
    }

    /// Records the call and gives the stubbed answer.
    public func searchPlaces(_ query: PlaceQuery, limit: Int) async throws -> [Place] {
        try searchPlacesCalls.record(Invocation(query: query, limit: limit))
    }
}
