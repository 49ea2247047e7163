/// Gives the hourly forecast for a place query or a coordinate, from the place's current hour.
public protocol GetHourlyForecastUseCase: Sendable {
    /// The forecast asked for, its first hour the current local hour at the place.
    /// - Throws: ``ForecastError``, as ``GetDailyForecastUseCase/dailyForecast(for:)`` does.
    func hourlyForecast(for request: HourlyForecastRequest) async throws -> HourlyForecastReport
}

/// What an hourly forecast is asked for: where, how many hours, in which units.
public struct HourlyForecastRequest: Sendable, Hashable {
    /// The number of hours asked for when none is given.
    public static let defaultHours = 24

    /// Where.
    public let location: ForecastLocation
    /// How many hours, the current one included; valid from 1 to the provider's
    /// ``ForecastCapabilities/maximumHours``.
    public let hours: Int
    /// The units to give quantities in.
    public let units: Units

    /// Makes a request; it is validated when used.
    public init(location: ForecastLocation, hours: Int = HourlyForecastRequest.defaultHours, units: Units = .metric) {
        self.location = location
        self.hours = hours
        self.units = units
    }

    /// Checks the hours against a provider's limit, before anything is asked.
    /// - Throws: ``ForecastError/outOfRange(_:)`` naming the allowed hours.
    public func validate(maximumHours: Int) throws(ForecastError) {
        try OutOfRange.check(hours, 1...max(1, maximumHours), .hours)
    }
}

extension UseCaseKind where UseCase == any GetHourlyForecastUseCase {
    /// The use cases that give hourly forecasts.
    public static var hourlyForecast: Self { Self("hourly forecast") }
}
