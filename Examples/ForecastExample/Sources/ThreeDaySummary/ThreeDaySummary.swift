public import Domain

/// Writes a three-day forecast for a coordinate as a few lines of text.
///
/// It knows only `Domain`'s use-case protocol, so tests drive it with a spy and no network.
public struct ThreeDaySummary: Sendable {
    /// The number of days it shows.
    public static let days = 3

    private let getForecast: any GetDailyForecastUseCase

    /// Makes a summary that gets its forecasts from `getForecast`.
    public init(getForecast: any GetDailyForecastUseCase) {
        self.getForecast = getForecast
    }

    /// The forecast for the coordinate: a line naming the place, a line a day, and the data's credit.
    /// - Throws: `ForecastError` for an out-of-range coordinate or a failing service.
    public func text(latitude: Double, longitude: Double) async throws -> String {
        try await text(for: .coordinate(try Coordinate(latitude: latitude, longitude: longitude)))
    }

    /// The forecast for a place by name ("Oslo", "London, CA"), as ``text(latitude:longitude:)`` writes it, with
    /// the place's region and country and its data's credit.
    /// - Throws: `ForecastError` for a name that is no place, or a failing service.
    public func text(place name: String) async throws -> String {
        try await text(for: .place(try PlaceQuery(name)))
    }

    private func text(for location: ForecastLocation) async throws -> String {
        let forecast = try await getForecast.dailyForecast(for: DailyForecastRequest(location: location, days: Self.days, units: .metric))
        let zone = forecast.place.timeZoneIdentifier.map { " (\($0))" } ?? ""
        let name = [forecast.place.name, forecast.place.region, forecast.place.countryCode].compactMap { $0 }.joined(separator: ", ")
        let credits = [forecast.source.attribution, forecast.location.source?.attribution].compactMap { $0 }
        let lines = ["\(name)\(zone)"] + forecast.days.map(Self.line) + [credits.joined(separator: " · ")]
        return lines.joined(separator: "\n")
    }

    /// One day: "2026-11-22  Overcast  4…9 °C", with "?" for what the service did not give.
    static func line(for day: DailyForecast) -> String {
        let low = day.temperatureMin.map { String(Int($0.rounded())) } ?? "?"
        let high = day.temperatureMax.map { String(Int($0.rounded())) } ?? "?"
        return "\(day.date.iso8601)  \(day.condition?.description ?? "?")  \(low)…\(high) °C"
    }
}
