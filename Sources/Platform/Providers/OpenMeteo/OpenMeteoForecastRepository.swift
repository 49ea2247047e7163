internal import Domain

/// The forecast repositories on Open-Meteo's forecast API: daily, hourly and current, one request each.
struct OpenMeteoForecastRepository: DailyForecastRepository, HourlyForecastRepository, CurrentConditionsRepository {
    /// The most days the API forecasts, today included.
    static let maximumDays = 16
    /// The most hours the API forecasts (16 days).
    static let maximumHours = 384

    let client: ProviderClient
    let baseURL: String

    /// The credit Open-Meteo's data carries, in reports and in its profile.
    static let credit = DataSource(provider: "Open-Meteo", attribution: "Weather data by Open-Meteo.com")

    var source: DataSource { Self.credit }
    var maximumDays: Int { Self.maximumDays }
    var maximumHours: Int { Self.maximumHours }

    func dailyForecast(for place: Place, days: Int, units: Units) async throws -> ForecastAnswer<[DailyForecast]> {
        try await client.fetchAnswer(OpenMeteoDailyTarget(baseURL: baseURL, place: place, days: days, units: units))
    }

    func hourlyForecast(for place: Place, hours: Int, units: Units) async throws -> ForecastAnswer<[HourlyForecast]> {
        try await client.fetchAnswer(OpenMeteoHourlyTarget(baseURL: baseURL, place: place, hours: hours, units: units))
    }

    func currentConditions(for place: Place, units: Units) async throws -> ForecastAnswer<CurrentConditions> {
        try await client.fetchAnswer(OpenMeteoCurrentTarget(baseURL: baseURL, place: place, units: units))
    }
}
