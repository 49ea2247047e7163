internal import Domain

/// The ``GeocodingRepository`` on Open-Meteo's geocoding API, whose data comes from GeoNames.
struct OpenMeteoGeocodingRepository: GeocodingRepository {
    let client: ServiceClient
    let baseURL: String
    let language: String

    var source: DataSource { DataSource(provider: "GeoNames", attribution: "Place data by GeoNames.org") }
    var maximumResults: Int { OpenMeteoGeocodingTarget.maximumCount }

    func places(named name: String, countryCode: String?, limit: Int) async throws -> [Place] {
        try await client.fetch(OpenMeteoGeocodingTarget(
            baseURL: baseURL, name: name, countryCode: countryCode, count: limit, language: language
        ))
    }
}
