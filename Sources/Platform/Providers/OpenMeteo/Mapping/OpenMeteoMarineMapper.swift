internal import Domain

/// Turns one point's Open-Meteo marine answer into a ``MarineSeries``: the parallel `hourly` arrays as hours, or the
/// `current` block as one hour; every array as long as `time`, every time a local time on the answer's clock, the
/// hours in time order; a `null`, and every value of a variable labelled "undefined" (one the service does not have
/// there), kept missing, never 0; the answer's `latitude` and `longitude` as the model's cell. Values stay in the
/// metric units asked: metres, degrees Celsius, km/h.
enum OpenMeteoMarineMapper {
    /// The `hourly` block's hours, with the cell they are from.
    /// - Throws: ``JSONShapeError`` for a value of the wrong type; ``ForecastError/badResponse(reason:)`` for an
    ///   answer without hours, arrays that do not line up, times that are not times or not in order, units not asked
    ///   for, or a cell that is not a coordinate.
    static func hours(from answer: JSONField) throws -> MarineSeries {
        let hourly = answer["hourly"]
        guard !hourly.isAbsent else { throw ForecastError.badResponse(reason: "the answer has no marine hours") }
        let available = try availableVariables(answer["hourly_units"], block: "hourly")
        guard let times = try hourly["time"].optionalStrings() else { throw JSONShapeError(path: hourly["time"].path, problem: "missing") }
        var columns: [OpenMeteoMarineVariable: [Double?]] = [:]
        for variable in available {
            guard let values = try hourly[variable.rawValue].optionalNumbers() else { continue }
            guard values.count == times.count else {
                throw ForecastError.badResponse(reason: "hourly.\(variable.rawValue) has \(values.count) values for \(times.count) hours")
            }
            columns[variable] = values
        }
        let hours = try times.enumerated().map { index, text in
            hour(at: try localTime(text, at: "hourly.time[\(index)]")) { columns[$0]?[index] ?? nil }
        }
        guard zip(hours, hours.dropFirst()).allSatisfy({ $0.time < $1.time }) else {
            throw ForecastError.badResponse(reason: "hourly.time is not in time order")
        }
        return MarineSeries(cell: try cell(of: answer), hours: hours)
    }

    /// The `current` block as a series of its one step, with the cell it is from: what the search for water reads.
    /// - Throws: As ``hours(from:)``, for an answer without current values.
    static func now(from answer: JSONField) throws -> MarineSeries {
        let current = answer["current"]
        guard !current.isAbsent else { throw ForecastError.badResponse(reason: "the answer has no current marine values") }
        let available = try availableVariables(answer["current_units"], block: "current")
        let time = try localTime(try current["time"].optionalString(), at: "current.time")
        var values: [OpenMeteoMarineVariable: Double] = [:]
        for variable in available {
            values[variable] = try current[variable.rawValue].optionalNumber()
        }
        return MarineSeries(cell: try cell(of: answer), hours: [hour(at: time) { values[$0] }])
    }

    /// The variables a block's unit labels do not call "undefined", each checked to come in the unit asked.
    /// - Throws: ``ForecastError/badResponse(reason:)`` for a variable labelled in another unit.
    private static func availableVariables(_ units: JSONField, block: String) throws -> [OpenMeteoMarineVariable] {
        let labels = try units.optionalStringMap() ?? [:]
        return try OpenMeteoMarineVariable.allCases.filter { variable in
            guard let label = labels[variable.rawValue] else { return true }
            guard label != OpenMeteoMarineVariable.unavailableLabel else { return false }
            guard variable.labels.contains(label) else {
                throw ForecastError.badResponse(
                    reason: "\(block).\(variable.rawValue) came in \(label), not \(variable.labels.sorted().joined(separator: " or ")) as asked"
                )
            }
            return true
        }
    }

    /// The model's cell: the answer's `latitude` and `longitude`, when it gives both.
    /// - Throws: ``ForecastError/badResponse(reason:)`` for numbers that are no coordinate.
    private static func cell(of answer: JSONField) throws -> Coordinate? {
        guard let latitude = try answer["latitude"].optionalNumber(), let longitude = try answer["longitude"].optionalNumber() else { return nil }
        do {
            return try Coordinate(latitude: latitude, longitude: longitude)
        } catch {
            throw ForecastError.badResponse(reason: "its cell \(latitude), \(longitude) is not a coordinate")
        }
    }

    /// `text` read as a local time.
    /// - Throws: ``ForecastError/badResponse(reason:)`` naming `path` when it is not one.
    private static func localTime(_ text: String?, at path: String) throws(ForecastError) -> LocalDateTime {
        guard let text, let time = LocalDateTime(iso8601: text) else {
            throw .badResponse(reason: "\(path) is not a local time: \"\(text ?? "null")\"")
        }
        return time
    }

    /// An hour from each variable's value at one time.
    private static func hour(at time: LocalDateTime, value: (OpenMeteoMarineVariable) -> Double?) -> MarineHour {
        MarineHour(
            time: time,
            waves: WaveTrain(height: value(.waveHeight), direction: value(.waveDirection), period: value(.wavePeriod)),
            windWaves: WaveTrain(height: value(.windWaveHeight), direction: value(.windWaveDirection), period: value(.windWavePeriod)),
            swell: WaveTrain(height: value(.swellHeight), direction: value(.swellDirection), period: value(.swellPeriod)),
            secondarySwell: WaveTrain(
                height: value(.secondarySwellHeight), direction: value(.secondarySwellDirection), period: value(.secondarySwellPeriod)
            ),
            seaTemperature: value(.seaSurfaceTemperature), currentSpeed: value(.currentVelocity), currentDirection: value(.currentDirection),
            seaLevel: value(.seaLevel)
        )
    }
}
