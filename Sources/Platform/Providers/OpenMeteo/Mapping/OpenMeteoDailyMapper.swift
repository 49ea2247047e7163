import FoundationEssentials
internal import Domain

/// Turns Open-Meteo's parallel daily arrays into ``DailyForecast`` values, checking the answer holds together:
/// every array as long as `time`, every date a date, every unit the one asked for. `null` stays missing.
struct OpenMeteoDailyMapper {
    let units: Units

    /// The days of an answer's body: the forecast's or the archive's, whose daily blocks are alike.
    /// - Throws: ``JSONShapeError``, ``ServiceErrorBody`` for an error body, or what reading the parsed answer throws.
    func series(from body: Data) throws -> ForecastAnswer<[DailyForecast]> {
        let response = try OpenMeteoDailyAnswer(json: JSONField.document(in: body))
        try OpenMeteoErrorBody.check(error: response.error, reason: response.reason)
        return try series(from: response)
    }

    func series(from response: OpenMeteoDailyAnswer) throws(ForecastError) -> ForecastAnswer<[DailyForecast]> {
        guard let daily = response.daily else {
            throw .badResponse(reason: "the answer has no daily forecast")
        }
        try OpenMeteoUnits.check(response.dailyUnits, block: "daily", units: units)
        let dayCount = daily.time.count
        for (variable, values) in daily.numbers where values.count != dayCount {
            throw lengthMismatch(variable, count: values.count, dayCount: dayCount)
        }
        for (variable, values) in daily.times where values.count != dayCount {
            throw lengthMismatch(variable, count: values.count, dayCount: dayCount)
        }
        var days: [DailyForecast] = []
        days.reserveCapacity(dayCount)
        for (index, text) in daily.time.enumerated() {
            days.append(try day(at: index, dateText: text, in: daily))
        }
        return ForecastAnswer(days, timeZoneIdentifier: response.timezone, utcOffsetSeconds: response.utcOffsetSeconds)
    }

    private func day(at index: Int, dateText: String, in daily: OpenMeteoDailyAnswer.Daily) throws(ForecastError) -> DailyForecast {
        guard let date = LocalDate(iso8601: dateText) else {
            throw .badResponse(reason: "daily.time[\(index)] is not a date: \"\(dateText)\"")
        }
        func number(_ variable: OpenMeteoDailyVariable) -> Double? { daily.numbers[variable]?[index] ?? nil }
        func time(_ variable: OpenMeteoDailyVariable) throws(ForecastError) -> LocalDateTime? {
            guard let text = daily.times[variable]?[index] ?? nil else { return nil }
            guard let time = LocalDateTime(iso8601: text) else {
                throw .badResponse(reason: "daily.\(variable.rawValue)[\(index)] is not a local time: \"\(text)\"")
            }
            return time
        }
        return DailyForecast(
            date: date,
            condition: number(.weatherCode).flatMap(WMOWeatherCode.condition(for:)),
            temperatureMin: number(.temperatureMin),
            temperatureMax: number(.temperatureMax),
            precipitationSum: number(.precipitationSum),
            precipitationProbability: number(.precipitationProbabilityMax),
            windSpeedMax: number(.windSpeedMax),
            windDirection: number(.windDirectionDominant),
            sunrise: try time(.sunrise),
            sunset: try time(.sunset),
            uvIndexMax: number(.uvIndexMax)
        )
    }

    private func lengthMismatch(_ variable: OpenMeteoDailyVariable, count: Int, dayCount: Int) -> ForecastError {
        .badResponse(reason: "daily.\(variable.rawValue) has \(count) values for \(dayCount) days")
    }
}
