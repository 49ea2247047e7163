public import Domain

/// A forecast repository for every product (daily, hourly, current) that records each request and returns
/// stubbed answers or a stubbed error.
public final class ForecastRepositorySpy: DailyForecastRepository, HourlyForecastRepository, CurrentConditionsRepository {
    /// The parameters of one call: where, how many days or hours (1 for current conditions), which units.
    public struct Invocation: Sendable, Hashable {
        /// Where.
        public let place: Place
        /// How many days or hours.
        public let count: Int
        /// Which units.
        public let units: Units
        /// Records one call's parameters.
        public init(place: Place, count: Int, units: Units) {
            self.place = place
            self.count = count
            self.units = units
        }
    }

    /// The daily calls made and the answer given to them.
    public let dailyForecastCalls: Spy<Invocation, ForecastAnswer<[DailyForecast]>>
    /// The hourly calls made and the answer given to them.
    public let hourlyForecastCalls: Spy<Invocation, ForecastAnswer<[HourlyForecast]>>
    /// The current-conditions calls made and the answer given to them.
    public let currentConditionsCalls: Spy<Invocation, ForecastAnswer<CurrentConditions>>
    /// The source it reports.
    public let source: DataSource
    /// The limits it reports.
    public let maximumDays: Int, maximumHours: Int

    /// Makes a spy with the answers each product gives; without `current`, asking for the conditions now throws
    /// ``ForecastError/badResponse(reason:)`` until one is stubbed.
    public init(
        days: ForecastAnswer<[DailyForecast]> = .init([], timeZoneIdentifier: nil),
        hours: ForecastAnswer<[HourlyForecast]> = .init([], timeZoneIdentifier: nil),
        current: ForecastAnswer<CurrentConditions>? = nil,
        maximumDays: Int = 16,
        maximumHours: Int = 384,
        source: DataSource = .init(provider: "Spy", attribution: "Weather by Spy")
    ) {
        dailyForecastCalls = Spy(.success(days))
        hourlyForecastCalls = Spy(.success(hours))
        currentConditionsCalls = Spy(current.map { .success($0) } ?? .failure(ForecastError.badResponse(reason: "no current conditions stubbed")))
        self.maximumDays = maximumDays
        self.maximumHours = maximumHours
        self.source = source
    }

    /// Records the call and gives the stubbed answer.
    public func dailyForecast(for place: Place, days: Int, units: Units) async throws -> ForecastAnswer<[DailyForecast]> {
        try dailyForecastCalls.record(Invocation(place: place, count: days, units: units))
    }

    /// Records the call and gives the stubbed answer.
    public func hourlyForecast(for place: Place, hours: Int, units: Units) async throws -> ForecastAnswer<[HourlyForecast]> {
        try hourlyForecastCalls.record(Invocation(place: place, count: hours, units: units))
    }

    /// Records the call and gives the stubbed answer.
    public func currentConditions(for place: Place, units: Units) async throws -> ForecastAnswer<CurrentConditions> {
        try currentConditionsCalls.record(Invocation(place: place, count: 1, units: units))
    }
}
