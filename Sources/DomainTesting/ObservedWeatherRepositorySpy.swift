public import Domain

/// An ``ObservedWeatherRepository`` that records each call and answers with stubbed days: the archive's, and the
/// recent past's.
public struct ObservedWeatherRepositorySpy: ObservedWeatherRepository {
    /// Who it says the observations are from.
    public let source: DataSource
    /// The calls for archived days: the place and the dates.
    public let archivedCalls: Spy<ClosedRange<LocalDate>, ForecastAnswer<[DailyForecast]>>
    /// The calls for the recent past: how many days back.
    public let recentCalls: Spy<Int, ForecastAnswer<[DailyForecast]>>

    /// Makes a spy answering `archived` and `recent` in `timeZoneIdentifier`.
    public init(archived: [DailyForecast] = [], recent: [DailyForecast] = [], timeZoneIdentifier: String? = nil) {
        source = DataSource(provider: "Archive", attribution: "Observations by Archive")
        archivedCalls = Spy(.success(ForecastAnswer(archived, timeZoneIdentifier: timeZoneIdentifier)))
        recentCalls = Spy(.success(ForecastAnswer(recent, timeZoneIdentifier: timeZoneIdentifier)))
    }

    /// Records the dates and gives the stubbed archive days.
    public func archivedDays(at place: Place, dates: ClosedRange<LocalDate>, units: Units) async throws -> ForecastAnswer<[DailyForecast]> {
        try archivedCalls.record(dates)
    }

    /// Records how far back and gives the stubbed recent days.
    public func recentDays(at place: Place, pastDays: Int, units: Units) async throws -> ForecastAnswer<[DailyForecast]> {
        try recentCalls.record(pastDays)
    }
}
