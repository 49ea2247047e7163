/// Gives the daily forecast for a place query or a coordinate.
public protocol GetDailyForecastUseCase: Sendable {
    /// The forecast asked for.
    /// - Throws: ``ForecastError``: invalid input before anything is fetched, the place not being found,
    ///   or what the services report.
    func dailyForecast(for request: DailyForecastRequest) async throws -> DailyForecastReport
}

/// What a daily forecast is asked for: where, how many days, in which units.
public struct DailyForecastRequest: Sendable, Hashable {
    /// The number of days asked for when none is given.
    public static let defaultDays = 7

    /// Where.
    public let location: ForecastLocation
    /// How many days, today included; valid from 1 to the provider's ``ForecastCapabilities/maximumDays``.
    public let days: Int
    /// The units to give quantities in.
    public let units: Units

    /// Makes a request; it is validated when used.
    public init(location: ForecastLocation, days: Int = DailyForecastRequest.defaultDays, units: Units = .metric) {
        self.location = location
        self.days = days
        self.units = units
    }

    /// Checks the days against a provider's limit, before anything is asked.
    /// - Throws: ``ForecastError/outOfRange(_:)`` naming the allowed days.
    public func validate(maximumDays: Int) throws(ForecastError) {
        try OutOfRange.check(days, 1...max(1, maximumDays), .days)
    }
}

extension UseCaseKind where UseCase == any GetDailyForecastUseCase {
    /// The use cases that give daily forecasts.
    public static var dailyForecast: Self { Self("daily forecast") }
}
