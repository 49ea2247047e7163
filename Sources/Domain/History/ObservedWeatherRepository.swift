/// Where observed days come from: a reanalysis archive for the past, and the forecast service's own recent past for
/// the last days the archive has not reached.
public protocol ObservedWeatherRepository: Sendable {
    /// Who the archive's observations are from.
    var source: DataSource { get }
    /// Who the recent past is from, the days the archive has not reached (a forecast model's, not the reanalysis);
    /// ``source`` unless the repository says otherwise.
    var recentSource: DataSource { get }

    /// The archive's days `dates` at `place`, in the place's dates and `units`.
    /// - Throws: ``ForecastError``.
    func archivedDays(at place: Place, dates: ClosedRange<LocalDate>, units: Units) async throws -> ForecastAnswer<[DailyForecast]>

    /// The last `pastDays` days before today and today at `place`, from the forecast service's recent past.
    /// - Throws: ``ForecastError``.
    func recentDays(at place: Place, pastDays: Int, units: Units) async throws -> ForecastAnswer<[DailyForecast]>
}

extension ObservedWeatherRepository {
    /// ``source``: one credit for the archive and the recent past alike.
    public var recentSource: DataSource { source }
}

extension DataSet {
    /// The observed weather of past days.
    public static let history = DataSet(rawValue: "history")
}
