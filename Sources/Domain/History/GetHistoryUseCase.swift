/// What `forecast history` asks: where, from which date to which (one day when `last` is `nil`), in which units.
public struct HistoryRequest: Sendable, Hashable {
    /// Where.
    public let location: ForecastLocation
    /// The first date.
    public let first: LocalDate
    /// The last date; `nil` for `first` alone.
    public let last: LocalDate?
    /// The units to give quantities in.
    public let units: Units

    /// Makes a request; it is checked when used.
    public init(location: ForecastLocation, first: LocalDate, last: LocalDate? = nil, units: Units = .metric) {
        self.location = location
        self.first = first
        self.last = last
        self.units = units
    }
}

/// The observed days at a place, and which of them are the reanalysis's and which the model's recent past.
public struct HistoryReport: Sendable, Hashable {
    /// The days, shaped like a daily forecast's, in date order.
    public let observed: DailyForecastReport
    /// The dates the reanalysis archive gave, if any.
    public let archived: ClosedRange<LocalDate>?
    /// The dates the forecast service's recent past gave, if any.
    public let recent: ClosedRange<LocalDate>?

    /// Makes a report.
    public init(observed: DailyForecastReport, archived: ClosedRange<LocalDate>?, recent: ClosedRange<LocalDate>?) {
        self.observed = observed
        self.archived = archived
        self.recent = recent
    }
}

/// Gives the observed weather of past days at a place.
public protocol GetHistoryUseCase: Sendable {
    /// The days asked for.
    /// - Throws: ``ForecastError``: ``ForecastError/invalidInput(reason:)`` for dates in the future, before 1940, reversed
    ///   or over 366 days; what the services report.
    func history(for request: HistoryRequest) async throws -> HistoryReport
}

extension UseCaseKind where UseCase == any GetHistoryUseCase {
    /// The use cases that give the observed weather of past days.
    public static var history: Self { Self("history") }
}
