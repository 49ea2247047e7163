import FoundationEssentials
internal import Domain

/// Turns Open-Meteo's air quality answer into readings: `current` as one, the parallel `hourly` arrays as the rest;
/// every array as long as `time`, every time a local time, a `null` kept missing (a pollen `null` is no count), and
/// each shown quantity in the unit forecast shows it in.
struct OpenMeteoAirQualityMapper {
    /// The air now and the hours in an answer.
    /// - Throws: ``JSONShapeError`` for a value of the wrong type, ``ForecastError/badResponse(reason:)`` for an
    ///   answer with neither block, arrays that do not line up, times that are not times or units not asked for.
    func forecast(from answer: JSONField) throws -> AirQualityForecast {
        let current = answer["current"], hourly = answer["hourly"]
        guard !current.isAbsent || !hourly.isAbsent else { throw ForecastError.badResponse(reason: "the answer has no air quality") }
        try checkUnits(answer["current_units"], block: "current")
        try checkUnits(answer["hourly_units"], block: "hourly")
        return AirQualityForecast(current: current.isAbsent ? nil : try reading(current), hours: hourly.isAbsent ? [] : try hours(hourly))
    }

    /// The `current` block as one reading.
    private func reading(_ block: JSONField) throws -> AirQualityReading {
        let text = try block["time"].optionalString()
        guard let text, let time = LocalDateTime(iso8601: text) else {
            throw ForecastError.badResponse(reason: "current.time is not a local time: \"\(text ?? "null")\"")
        }
        var values: [OpenMeteoAirQualityVariable: Double] = [:]
        for variable in OpenMeteoAirQualityVariable.allCases {
            values[variable] = try block[variable.rawValue].optionalNumber()
        }
        return Self.reading(at: time) { values[$0] }
    }

    /// The `hourly` block's readings.
    private func hours(_ block: JSONField) throws -> [AirQualityReading] {
        guard let times = try block["time"].optionalStrings() else { throw JSONShapeError(path: block["time"].path, problem: "missing") }
        var columns: [OpenMeteoAirQualityVariable: [Double?]] = [:]
        for variable in OpenMeteoAirQualityVariable.allCases {
            guard let values = try block[variable.rawValue].optionalNumbers() else { continue }
            guard values.count == times.count else {
                throw ForecastError.badResponse(reason: "hourly.\(variable.rawValue) has \(values.count) values for \(times.count) hours")
            }
            columns[variable] = values
        }
        return try times.enumerated().map { index, text in
            guard let text, let time = LocalDateTime(iso8601: text) else {
                throw ForecastError.badResponse(reason: "hourly.time[\(index)] is not a local time: \"\(text ?? "null")\"")
            }
            return Self.reading(at: time) { columns[$0]?[index] ?? nil }
        }
    }

    /// A reading from each variable's value at one time.
    private static func reading(at time: LocalDateTime, value: (OpenMeteoAirQualityVariable) -> Double?) -> AirQualityReading {
        var pollen: [Pollen: Double] = [:]
        for variable in OpenMeteoAirQualityVariable.allCases {
            if let kind = variable.pollen, let count = value(variable) { pollen[kind] = count }
        }
        return AirQualityReading(
            time: time, europeanAQI: value(.europeanAQI), usAQI: value(.usAQI), pm25: value(.pm25), pm10: value(.pm10),
            ozone: value(.ozone), nitrogenDioxide: value(.nitrogenDioxide), sulphurDioxide: value(.sulphurDioxide),
            carbonMonoxide: value(.carbonMonoxide), uvIndex: value(.uvIndex), pollen: pollen
        )
    }

    /// Refuses a block whose units label a shown quantity in another unit than forecast shows it in.
    private func checkUnits(_ units: JSONField, block: String) throws {
        guard let labels = try units.optionalStringMap() else { return }
        for variable in OpenMeteoAirQualityVariable.allCases {
            guard let expected = variable.unit, let label = labels[variable.rawValue], label != expected, label != "µg/m\u{B3}" else { continue }
            throw ForecastError.badResponse(reason: "\(block).\(variable.rawValue) is in \(label), not \(expected)")
        }
    }
}
