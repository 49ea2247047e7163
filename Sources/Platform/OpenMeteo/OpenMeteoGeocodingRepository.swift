internal import Domain

/// The ``GeocodingRepository`` on Open-Meteo's geocoding API, whose data comes from GeoNames.
struct OpenMeteoGeocodingRepository: GeocodingRepository {
    let client: ServiceClient
    let baseURL: String
    let language: String

    /// The place search every provider uses, over `http`, as `configuration` says.
    init(configuration: OpenMeteoConfiguration, http: any HTTPClient, clock: any WallClock) {
        self.init(
            client: ServiceClient(http: http, clock: clock, errorReason: OpenMeteoErrorBody.reason(in:)),
            baseURL: configuration.geocodingBaseURL, language: configuration.language
        )
    }

    /// Makes the repository over a client of its own.
    init(client: ServiceClient, baseURL: String, language: String) {
        self.client = client
        self.baseURL = baseURL
        self.language = language
    }

    var source: DataSource { DataSource(provider: "GeoNames", attribution: "Place data by GeoNames.org") }
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
