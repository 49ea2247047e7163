public import Domain

/// A ``ForecastRepository`` that records each request and returns a stubbed series or a stubbed error.
public final class ForecastRepositorySpy: ForecastRepository {
    /// The parameters of one call to ``dailyForecast(at:days:units:)``.
    public struct Invocation: Sendable, Hashable {
        /// Where.
        public let coordinate: Coordinate
        /// How many days.
        public let days: Int
        /// Which units.
        public let units: Units
        /// Records one call's parameters.
        public init(coordinate: Coordinate, days: Int, units: Units) {
            self.coordinate = coordinate
            self.days = days
            self.units = units
        }
    }

    /// The calls made and the answer given to them.
    public let dailyForecastAt: Spy<Invocation, DailyForecastSeries>
    /// The source it reports.
    public let source: DataSource

    /// Makes a spy that returns `series` to every request.
    public init(
        series: DailyForecastSeries = .init(days: [], timeZoneIdentifier: nil),
        source: DataSource = .init(provider: "Spy", attribution: "Weather by Spy")
    ) {
        dailyForecastAt = Spy(.success(series))
        self.source = source
    }

    /// Records the call and gives the stubbed answer.
    public func dailyForecast(at coordinate: Coordinate, days: Int, units: Units) async throws -> DailyForecastSeries {
        try dailyForecastAt.record(Invocation(coordinate: coordinate, days: days, units: units))
    }
}
