import Foundation

/// The daily answer made for the place (``StubAnswers/madeForThePlace``): `forecast_days` local dates from today in
/// the answer's zone, each made from the same generated hours as the hourly answer, so that `daily` and `hourly`
/// agree: a day's high and low are the highest and lowest of its hours, its rain their sum, its weather code, chance,
/// wind and UV their highest; the Sun's rise and set are computed for the coordinate and the date (``SunTimes``),
/// `null` on a polar day or night.
struct GeneratedDailyForecast {
    /// How a daily variable is made from an hourly one.
    private enum Rule {
        /// The highest of the hours' values of the hourly variable named.
        case highest(String)
        /// The lowest of them.
        case lowest(String)
        /// Their sum.
        case sum(String)
    }

    /// The daily variables made from hours, by wire name.
    private static let rules: [String: Rule] = [
        "temperature_2m_max": .highest("temperature_2m"), "temperature_2m_min": .lowest("temperature_2m"),
        "apparent_temperature_max": .highest("apparent_temperature"), "apparent_temperature_min": .lowest("apparent_temperature"),
        "precipitation_sum": .sum("precipitation"), "rain_sum": .sum("precipitation"),
        "precipitation_probability_max": .highest("precipitation_probability"), "weather_code": .highest("weather_code"),
        "wind_speed_10m_max": .highest("wind_speed_10m"), "wind_gusts_10m_max": .highest("wind_gusts_10m"),
        "wind_direction_10m_dominant": .highest("wind_direction_10m"), "uv_index_max": .highest("uv_index"),
    ]

    /// The hourly answer the days are made from.
    let generated: GeneratedForecast
    /// The coordinate the Sun's times are computed for.
    let latitude: Double
    let longitude: Double

    /// `daily` and `daily_units` for the variables asked, `days` dates from today.
    func daily(variables: [String], days: Int) -> [String: Any] {
        let dates = LocalDayHours.days(days, from: generated.now, in: generated.timeZone)
        var block: [String: Any] = ["time": dates.map { String(generated.localTime($0.midnight).prefix(10)) }]
        var units: [String: Any] = ["time": "iso8601"]
        for variable in variables {
            switch variable {
            case "sunrise", "sunset":
                block[variable] = dates.map { sun($0.midnight, rise: variable == "sunrise") }
                units[variable] = "iso8601"
            default:
                guard let rule = Self.rules[variable] else {
                    block[variable] = dates.map { _ in NSNull() }
                    units[variable] = ""
                    continue
                }
                block[variable] = dates.map { value(rule, over: $0.hours) }
                units[variable] = generated.unit(of: Self.hourly(of: rule))
            }
        }
        return ["daily": block, "daily_units": units]
    }

    /// The hourly variable a rule reads.
    private static func hourly(of rule: Rule) -> String {
        switch rule {
        case let .highest(name), let .lowest(name), let .sum(name): name
        }
    }

    /// The rule's value over `hours`: the hourly value itself for the highest and lowest, so that the day shows
    /// exactly what its hours show.
    private func value(_ rule: Rule, over hours: [Date]) -> Any {
        let values = hours.map { generated.value(of: Self.hourly(of: rule), at: $0) }
        let numbered = values.compactMap { value in Self.number(value).map { (value, $0) } }
        switch rule {
        case .highest: return numbered.max { $0.1 < $1.1 }?.0 ?? NSNull()
        case .lowest: return numbered.min { $0.1 < $1.1 }?.0 ?? NSNull()
        case .sum:
            let decimals = generated.inches ? 1000.0 : 10.0
            return (numbered.reduce(0) { $0 + $1.1 } * decimals).rounded() / decimals
        }
    }

    /// An hourly value as a number, whether it was written as an integer or not; `nil` for `null`.
    private static func number(_ value: Any) -> Double? {
        switch value {
        case let number as Double: number
        case let number as Int: Double(number)
        default: nil
        }
    }

    /// The day's sunrise or sunset, `YYYY-MM-DDTHH:MM` on the zone's clock, or `null` when the Sun does not cross
    /// the horizon.
    private func sun(_ midnight: Date, rise: Bool) -> Any {
        let sun = SunTimes(on: midnight, in: generated.timeZone, latitude: latitude, longitude: longitude)
        guard let time = rise ? sun?.sunrise : sun?.sunset else { return NSNull() }
        return generated.localTime(time)
    }
}
