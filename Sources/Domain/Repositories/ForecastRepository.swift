/// Gives daily forecasts for a coordinate: the port a weather service plugs into.
public protocol ForecastRepository: Sendable {
    /// Who supplies the forecasts, and the credit its terms ask for.
    var source: DataSource { get }

    /// The daily forecast at a coordinate, days in the place's local dates, starting today there.
    /// - Parameters:
    ///   - coordinate: Where.
    ///   - days: How many days, today included.
    ///   - units: The units quantities must be in.
    /// - Throws: ``ForecastError`` when the service fails or answers with something it cannot read.
    func dailyForecast(at coordinate: Coordinate, days: Int, units: Units) async throws -> DailyForecastSeries
}

/// A service's daily forecast for a coordinate, before it is tied to a place.
public struct DailyForecastSeries: Sendable, Hashable {
    /// The days, in date order.
    public let days: [DailyForecast]
    /// The IANA time zone the days' dates and times are in, when the service said.
    public let timeZoneIdentifier: String?

    /// Makes a series.
    public init(days: [DailyForecast], timeZoneIdentifier: String?) {
        self.days = days
        self.timeZoneIdentifier = timeZoneIdentifier
    }
}
