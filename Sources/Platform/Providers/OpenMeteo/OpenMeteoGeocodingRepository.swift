internal import Domain

/// The ``GeocodingRepository`` on Open-Meteo's geocoding API, whose data comes from GeoNames.
struct OpenMeteoGeocodingRepository: GeocodingRepository {
    let client: ProviderClient
    let baseURL: String
    let language: String

    /// The credit place data carries: GeoNames', whose data Open-Meteo's geocoding serves.
    static let credit = DataSource(provider: "GeoNames", attribution: "Place data by GeoNames.org")

    var source: DataSource { Self.credit }
    var maximumResults: Int { OpenMeteoGeocodingTarget.maximumCount }

    func places(named name: String, countryCode: String?, limit: Int) async throws -> [Place] {
        try await placeSearch(named: name, countryCode: countryCode, limit: limit).places
    }

    func placeSearch(named name: String, countryCode: String?, limit: Int) async throws -> PlaceSearchAnswer {
        let fetched = try await client.fetched(OpenMeteoGeocodingTarget(
            baseURL: baseURL, name: name, countryCode: countryCode, count: limit, language: language
        ))
        return PlaceSearchAnswer(places: fetched.value, freshness: fetched.freshness)
    }
}
