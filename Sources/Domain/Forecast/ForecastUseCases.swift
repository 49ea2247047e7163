/// Gives the daily forecast for a place query or a coordinate.
public protocol GetDailyForecastUseCase: Sendable {
    /// The forecast asked for.
    /// - Throws: ``ForecastError``: invalid input before anything is fetched, the place not being found,
    ///   or what the services report.
    func dailyForecast(for request: DailyForecastRequest) async throws -> DailyForecastReport
}

/// Gives the hourly forecast for a place query or a coordinate, from the place's current hour.
public protocol GetHourlyForecastUseCase: Sendable {
    /// The forecast asked for, its first hour the current local hour at the place.
    /// - Throws: ``ForecastError``, as ``GetDailyForecastUseCase/dailyForecast(for:)`` does.
    func hourlyForecast(for request: HourlyForecastRequest) async throws -> HourlyForecastReport
}

/// Gives the conditions now for a place query or a coordinate.
public protocol GetCurrentConditionsUseCase: Sendable {
    /// The conditions now.
    /// - Throws: ``ForecastError``, as ``GetDailyForecastUseCase/dailyForecast(for:)`` does.
    func currentConditions(for request: CurrentConditionsRequest) async throws -> CurrentConditionsReport
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
    /// - Throws: ``ForecastError/invalidInput(reason:)`` naming the allowed days.
    public func validate(maximumDays: Int) throws(ForecastError) {
        try requireInRange(days, 1...max(1, maximumDays), "days")
    }
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
    /// - Throws: ``ForecastError/invalidInput(reason:)`` naming the allowed hours.
    public func validate(maximumHours: Int) throws(ForecastError) {
        try requireInRange(hours, 1...max(1, maximumHours), "hours")
    }
}

/// What the conditions now are asked for: where, in which units.
public struct CurrentConditionsRequest: Sendable, Hashable {
    /// Where.
    public let location: ForecastLocation
    /// The units to give quantities in.
    public let units: Units

    /// Makes a request.
    public init(location: ForecastLocation, units: Units = .metric) {
        self.location = location
        self.units = units
    }
}

/// Throws ``ForecastError/invalidInput(reason:)`` when `value` is outside `allowed`, in words a person reads.
func requireInRange(_ value: Int, _ allowed: ClosedRange<Int>, _ what: String) throws(ForecastError) {
    guard allowed.contains(value) else {
        throw .invalidInput(reason: "\(what) must be between \(allowed.lowerBound) and \(allowed.upperBound), not \(value)")
    }
}
