/// Gives the daily forecast for a place query or a coordinate.
public protocol GetDailyForecastUseCase: Sendable {
    /// The forecast asked for.
    /// - Throws: ``ForecastError``: invalid input before anything is fetched, the place not being found,
    ///   or what the services report.
    func dailyForecast(for request: DailyForecastRequest) async throws -> Forecast
}

/// What a daily forecast is asked for: where, how many days, in which units.
public struct DailyForecastRequest: Sendable, Hashable {
    /// Where a forecast is asked for.
    public enum Location: Sendable, Hashable {
        /// A place as a person types it, e.g. "London" or "London, CA"; see ``PlaceQuery``.
        case place(String)
        /// An exact point.
        case coordinate(Coordinate)
    }

    /// The numbers of days a forecast can be asked for.
    public static let allowedDays: ClosedRange<Int> = 1...16
    /// The number of days asked for when none is given.
    public static let defaultDays = 7

    /// Where.
    public let location: Location
    /// How many days, today included; valid when in ``allowedDays``.
    public let days: Int
    /// The units to give quantities in.
    public let units: Units

    /// Makes a request; it is validated when used.
    public init(location: Location, days: Int = DailyForecastRequest.defaultDays, units: Units = .metric) {
        self.location = location
        self.days = days
        self.units = units
    }

    /// Throws when the number of days is out of range.
    /// - Throws: ``ForecastError/invalidInput(reason:)``.
    public func validate() throws(ForecastError) {
        guard Self.allowedDays.contains(days) else {
            throw .invalidInput(
                reason: "days must be between \(Self.allowedDays.lowerBound) and \(Self.allowedDays.upperBound), not \(days)"
            )
        }
    }
}
