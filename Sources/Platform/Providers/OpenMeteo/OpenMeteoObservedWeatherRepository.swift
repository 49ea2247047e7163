internal import Domain

/// Observed days from Open-Meteo: the ERA5 reanalysis archive (`/v1/archive`) and, for the days it has not reached,
/// the forecast API's recent past (`past_days`).
struct OpenMeteoObservedWeatherRepository: ObservedWeatherRepository {
    let client: ProviderClient
    let archiveBaseURL: String
    let forecastBaseURL: String
    let clock: any WallClock

    /// The credit the observations carry.
    static let credit = DataSource(provider: "Open-Meteo", attribution: "Historical weather by Open-Meteo.com (ERA5, Copernicus)")

    var source: DataSource { Self.credit }

    /// The forecast API's recent past is its models' analysis, not ERA5's reanalysis.
    var recentSource: DataSource {
        DataSource(provider: "Open-Meteo", attribution: "Recent days by Open-Meteo.com (weather models' recent past)")
    }

    func archivedDays(at place: Place, dates: ClosedRange<LocalDate>, units: Units) async throws -> ForecastAnswer<[DailyForecast]> {
        // A day over a week old is final in the reanalysis; the UTC date is near enough for that.
        let today = LocalDateTime(clock.now(), utcOffsetSeconds: 0).date
        let settled = dates.upperBound.daysSinceEpoch < today.daysSinceEpoch - 7
        return try await client.fetchAnswer(OpenMeteoArchiveTarget(baseURL: archiveBaseURL, place: place, dates: dates, units: units, isSettled: settled))
    }

    func recentDays(at place: Place, pastDays: Int, units: Units) async throws -> ForecastAnswer<[DailyForecast]> {
        try await client.fetchAnswer(OpenMeteoRecentPastTarget(baseURL: forecastBaseURL, place: place, pastDays: pastDays, units: units))
    }
}
