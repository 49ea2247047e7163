internal import Domain

/// Air quality from Open-Meteo's air quality API (CAMS, Copernicus's atmosphere service): one request for the air
/// now and the coming hours, cached as forecasts are.
struct OpenMeteoAirQualityRepository: AirQualityRepository {
    /// The most hours the API forecasts (5 days by default, 7 at most).
    static let maximumHours = 168

    let client: ProviderClient
    let baseURL: String

    /// The credit the data carries.
    static let credit = DataSource(provider: "Open-Meteo", attribution: "Air quality by Open-Meteo.com (CAMS, Copernicus)")

    var source: DataSource { Self.credit }
    var maximumHours: Int { Self.maximumHours }

    func airQuality(for place: Place, hours: Int) async throws -> ForecastAnswer<AirQualityForecast> {
        try await client.fetchAnswer(OpenMeteoAirQualityTarget(baseURL: baseURL, place: place, hours: hours))
    }
}
