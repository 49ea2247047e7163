import FoundationEssentials
internal import Domain

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
        // Each variable's column, read once; a variable the answer lacks is a column of nils.
        func column(_ variable: OpenMeteoHourlyVariable) throws -> [Double?] {
            guard let values = try hourly[variable.rawValue].optionalNumbers() else {
                return Array(repeating: nil, count: times.count)
            }
            guard values.count == times.count else {
                throw ForecastError.badResponse(reason: "hourly.\(variable.rawValue) has \(values.count) values for \(times.count) hours")
            }
            return values
        }
        let weatherCode = try column(.weatherCode), temperature = try column(.temperature)
        let apparentTemperature = try column(.apparentTemperature), relativeHumidity = try column(.relativeHumidity)
        let precipitation = try column(.precipitation), precipitationProbability = try column(.precipitationProbability)
        let cloudCover = try column(.cloudCover), windSpeed = try column(.windSpeed)
        let windDirection = try column(.windDirection), windGusts = try column(.windGusts)
        let uvIndex = try column(.uvIndex), isDay = try column(.isDay)

        var hours: [HourlyForecast] = []
        hours.reserveCapacity(times.count)
        for (index, text) in times.enumerated() {
            guard let text, let time = LocalDateTime(iso8601: text) else {
                throw ForecastError.badResponse(reason: "hourly.time[\(index)] is not a local time: \"\(times[index] ?? "null")\"")
            }
            hours.append(HourlyForecast(
                time: time,
                condition: weatherCode[index].flatMap(WMOWeatherCode.condition(for:)),
                temperature: temperature[index], apparentTemperature: apparentTemperature[index],
                relativeHumidity: relativeHumidity[index], precipitation: precipitation[index],
                precipitationProbability: precipitationProbability[index], cloudCover: cloudCover[index],
                windSpeed: windSpeed[index], windDirection: windDirection[index], windGusts: windGusts[index],
                uvIndex: uvIndex[index], isDay: isDay[index].map { $0 != 0 }
            ))
        }
        return hours
    }
}
