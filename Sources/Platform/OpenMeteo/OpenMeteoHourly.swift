internal import Domain

/// The hourly variables read from Open-Meteo, by their wire names.
enum OpenMeteoHourlyVariable: String, CaseIterable {
    case weatherCode = "weather_code"
    case temperature = "temperature_2m"
    case apparentTemperature = "apparent_temperature"
    case relativeHumidity = "relative_humidity_2m"
    case precipitation
    case precipitationProbability = "precipitation_probability"
    case cloudCover = "cloud_cover"
    case windSpeed = "wind_speed_10m"
    case windDirection = "wind_direction_10m"
    case windGusts = "wind_gusts_10m"
    case uvIndex = "uv_index"
    case isDay = "is_day"

    /// The variable's place in `allCases`.
    var position: Int { Self.allCases.firstIndex(of: self)! }
}

/// Turns Open-Meteo's parallel `hourly` arrays into ``HourlyForecast`` values, with the same checks as the daily
/// mapper: every array as long as `time`, every time a local time, `null` kept missing.
struct OpenMeteoHourlyMapper {
    /// The hours in an answer's `hourly` object.
    /// - Throws: ``JSONShapeError`` for a value of the wrong type, ``ForecastError/badResponse(reason:)`` for
    ///   arrays that do not line up or times that are not times.
    func hours(from answer: JSONField) throws -> [HourlyForecast] {
        let hourly = answer["hourly"]
        guard !hourly.isAbsent else { throw ForecastError.badResponse(reason: "the answer has no hourly forecast") }
        guard let times = try hourly["time"].optionalStrings() else {
            throw JSONShapeError(path: hourly["time"].path, problem: "missing")
        }
        // One column a variable, in `allCases` order; a variable the answer lacks is an empty column.
        let columns = try OpenMeteoHourlyVariable.allCases.map { variable throws -> [Double?] in
            guard let values = try hourly[variable.rawValue].optionalNumbers() else { return [] }
            guard values.count == times.count else {
                throw ForecastError.badResponse(reason: "hourly.\(variable.rawValue) has \(values.count) values for \(times.count) hours")
            }
            return values
        }
        var hours: [HourlyForecast] = []
        hours.reserveCapacity(times.count)
        for (index, text) in times.enumerated() {
            guard let text, let time = LocalDateTime(iso8601: text) else {
                throw ForecastError.badResponse(reason: "hourly.time[\(index)] is not a local time: \"\(times[index] ?? "null")\"")
            }
            let value = { (variable: OpenMeteoHourlyVariable) -> Double? in
                let column = columns[variable.position]
                return column.isEmpty ? nil : column[index]
            }
            hours.append(HourlyForecast(
                time: time,
                condition: value(.weatherCode).flatMap(WMOWeatherCode.condition(for:)),
                temperature: value(.temperature), apparentTemperature: value(.apparentTemperature),
                relativeHumidity: value(.relativeHumidity), precipitation: value(.precipitation),
                precipitationProbability: value(.precipitationProbability), cloudCover: value(.cloudCover),
                windSpeed: value(.windSpeed), windDirection: value(.windDirection), windGusts: value(.windGusts),
                uvIndex: value(.uvIndex), isDay: value(.isDay).map { $0 != 0 }
            ))
        }
        return hours
    }
}
