internal import Domain

/// The ``GeocodingRepository`` on Open-Meteo's geocoding API, whose data comes from GeoNames.
struct OpenMeteoGeocodingRepository: GeocodingRepository {
    let client: OpenMeteoClient
    let baseURL: String
    let language: String

    var source: DataSource { DataSource(provider: "GeoNames", attribution: "Place data by GeoNames.org") }

    func places(named name: String, limit: Int) async throws -> [Place] {
        try await client.fetch(OpenMeteoGeocodingTarget(baseURL: baseURL, name: name, count: limit, language: language))
    }
}
