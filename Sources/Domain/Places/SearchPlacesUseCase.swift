/// Finds the places a query may mean, most relevant first.
public protocol SearchPlacesUseCase: Sendable {
    /// Who supplies the places, and the credit its terms ask for.
    var source: DataSource { get }

    /// The places matching `query`, most relevant first; empty when none does.
    /// - Parameters:
    ///   - query: The name, qualifiers and country to match.
    ///   - limit: The most places to return, from 1 to the geocoding service's limit.
    /// - Throws: ``ForecastError``: ``ForecastError/outOfRange(_:)`` for a limit out of range, or what
    ///   the service reports.
    func searchPlaces(_ query: PlaceQuery, limit: Int) async throws -> [Place]

    /// The same search, with when the places were fetched and whether they are a stale answer.
    /// - Throws: As ``searchPlaces(_:limit:)``.
    func placeSearch(_ query: PlaceQuery, limit: Int) async throws -> PlaceSearchAnswer
}

extension SearchPlacesUseCase {
    /// A use case that does not know its answers' freshness gives the places with none.
    public func placeSearch(_ query: PlaceQuery, limit: Int) async throws -> PlaceSearchAnswer {
        PlaceSearchAnswer(places: try await searchPlaces(query, limit: limit), freshness: nil)
    }
}

extension UseCaseKind where UseCase == any SearchPlacesUseCase {
    /// The use cases that search places by name.
    public static var searchPlaces: Self { Self("place search") }
}
