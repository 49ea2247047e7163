internal import Domain

/// The ``ForecastRepository`` on Open-Meteo's forecast API.
struct OpenMeteoForecastRepository: ForecastRepository {
    let client: OpenMeteoClient
    let baseURL: String

    var source: DataSource { DataSource(provider: "Open-Meteo", attribution: "Weather data by Open-Meteo.com") }

    func dailyForecast(at coordinate: Coordinate, days: Int, units: Units) async throws -> DailyForecastSeries {
        try await client.fetch(OpenMeteoForecastTarget(baseURL: baseURL, coordinate: coordinate, days: days, units: units))
    }
}
