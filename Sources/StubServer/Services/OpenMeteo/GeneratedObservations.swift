import Foundation

/// Observed days made up from their dates, for the archive (`/v1/archive`) and the forecast API's recent past
/// (`past_days`), in the services' shape: a high on a yearly curve (10 °C ± 6, warmest in mid-July), a low 7 °C
/// below it, rain on every third day. The recent past's highs are half a degree above the archive's for the same
/// date, so tests can tell which source gave a day. Made for the place, the days follow its climate instead: a high
/// 4 °C above the date's mean (``PlaceClimate``) and a low 4 °C below, as the generated hours' curve gives them, the
/// same in the archive and the recent past. Metric only, as the stub's other generated answers.
struct GeneratedObservations {
    /// The variables it fills, by wire name; any other asked for is `null`.
    let variables: [String]
    /// Whether the days are the recent past's, not the archive's.
    let recent: Bool
    /// The place's climate, for the answers made for the place; `nil` for the recorded mode's yearly curve.
    let climate: PlaceClimate?

    /// `daily` and `daily_units` for `dates` (ISO 8601 dates).
    func daily(dates: [String]) -> [String: Any] {
        var block: [String: Any] = ["time": dates]
        var units: [String: Any] = ["time": "iso8601"]
        for variable in variables {
            block[variable] = dates.map { value(of: variable, on: $0) }
            units[variable] = ["temperature_2m_max": "°C", "temperature_2m_min": "°C", "precipitation_sum": "mm", "wind_speed_10m_max": "km/h"][variable] ?? ""
        }
        return ["daily": block, "daily_units": units]
    }

    private func value(of variable: String, on date: String) -> Any {
        guard let day = DailyDates.day(date) else { return NSNull() }
        let high: Double, low: Double
        if let climate {
            let mean = climate.meanCelsius(at: Date(timeIntervalSince1970: (Double(day) + 0.5) * 86_400))
            (high, low) = ((mean + 4) * 10, (mean - 4) * 10)
        } else {
            let season = cos(2 * Double.pi * Double((day % 365 + 365) % 365 - 196) / 365)
            high = (10 + 6 * season + (recent ? 0.5 : 0)) * 10
            low = high - 70
        }
        switch variable {
        case "temperature_2m_max": return high.rounded() / 10
        case "temperature_2m_min": return low.rounded() / 10
        case "precipitation_sum": return day % 3 == 0 ? 2.4 : 0.0
        case "weather_code": return day % 3 == 0 ? 61 : 3
        case "wind_speed_10m_max": return 18.0
        case "wind_direction_10m_dominant": return 240
        default: return NSNull()
        }
    }

    /// The dates from `first` to `last`, as the service writes them; `nil` for dates that are not dates.
    static func dates(from first: String, to last: String) -> [String]? {
        guard let start = DailyDates.day(first), let end = DailyDates.day(last), start <= end, end - start < 40_000 else { return nil }
        return (start...end).map(DailyDates.text)
    }
}
