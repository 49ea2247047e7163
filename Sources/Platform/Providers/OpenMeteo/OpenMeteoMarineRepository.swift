internal import Domain

/// The sea from Open-Meteo's marine API (wave models on ocean grids): one request for where its cells are sea among
/// many points, one for a point's hours; both cached as forecasts are.
struct OpenMeteoMarineRepository: MarineRepository {
    /// The credit the data carries.
    static let credit = DataSource(provider: "Open-Meteo", attribution: "Marine data by Open-Meteo.com")

    /// Sends the requests.
    let client: ProviderClient
    /// The marine API's base URL.
    let baseURL: String

    /// See ``MarineRepository/source``.
    var source: DataSource { Self.credit }

    /// See ``MarineRepository/seaCells(among:)``: a point is sea when any of its values now is known.
    func seaCells(among points: [Coordinate]) async throws -> [Bool] {
        guard !points.isEmpty else { return [] }
        return try await client.fetch(OpenMeteoSeaCellsTarget(baseURL: baseURL, points: points)).map { $0.hours.contains(where: \.hasSea) }
    }

    /// See ``MarineRepository/marine(at:days:)``.
    func marine(at point: Coordinate, days: Int) async throws -> ForecastAnswer<MarineSeries> {
        try await client.fetchAnswer(OpenMeteoMarineTarget(baseURL: baseURL, point: point, days: days))
    }
}
