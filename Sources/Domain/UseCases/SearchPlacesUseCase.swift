/// Finds the places a query may mean, most relevant first.
public protocol SearchPlacesUseCase: Sendable {
    /// The places matching `query`, most relevant first; empty when none does.
    /// - Parameters:
    ///   - query: The name and qualifiers to match.
    ///   - limit: The most places to return, at least 1.
    /// - Throws: ``ForecastError``.
    func searchPlaces(_ query: PlaceQuery, limit: Int) async throws -> [Place]
}
