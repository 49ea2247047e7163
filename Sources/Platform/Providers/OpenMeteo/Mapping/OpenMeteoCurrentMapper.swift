import FoundationEssentials
internal import Domain

/// Turns Open-Meteo's `current` object into ``CurrentConditions``; `null` and missing values stay missing.
struct OpenMeteoCurrentMapper {
    /// The conditions in a `current` object.
    /// - Throws: ``ForecastError/badResponse(reason:)`` when there is none or its time is not a local time;
    ///   ``JSONShapeError`` for a value of the wrong type.
    func conditions(from current: JSONField) throws -> CurrentConditions {
        guard !current.isAbsent else { throw ForecastError.badResponse(reason: "the answer has no current conditions") }
        let text = try current["time"].optionalString()
        guard let text, let time = LocalDateTime(iso8601: text) else {
            throw ForecastError.badResponse(reason: "current.time is not a local time: \"\(text ?? "null")\"")
        }
        func number(_ variable: OpenMeteoCurrentVariable) throws -> Double? {
            try current[variable.rawValue].optionalNumber()
        }
        return CurrentConditions(
            time: time,
            condition: try number(.weatherCode).flatMap(WMOWeatherCode.condition(for:)),
            temperature: try number(.temperature), apparentTemperature: try number(.apparentTemperature),
            relativeHumidity: try number(.relativeHumidity), precipitation: try number(.precipitation),
            windSpeed: try number(.windSpeed), windGusts: try number(.windGusts),
            windDirection: try number(.windDirection), pressureMSL: try number(.pressureMSL),
            cloudCover: try number(.cloudCover), isDay: try number(.isDay).map { $0 != 0 }
        )
    }
}
