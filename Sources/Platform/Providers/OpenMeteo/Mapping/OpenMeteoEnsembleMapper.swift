import FoundationEssentials
internal import Domain

/// Reads an ensemble answer's members by the pattern of their keys: `temperature_2m` is the control run,
/// `temperature_2m_member01` … the others, each with or without the model's suffix (`temperature_2m_member01_gfs025`,
/// which the service adds when a model is named). Members are ordered control first, then by number; their count is
/// whatever the answer holds.
struct OpenMeteoEnsembleMapper {
    /// The model asked for: its suffix is the only one read, so `precipitation_probability` is never a member.
    let model: String

    /// The members' hours in an answer's `hourly` object.
    /// - Throws: ``JSONShapeError`` for a value of the wrong type, ``ForecastError/badResponse(reason:)`` for an
    ///   answer without hours or members, arrays that do not line up, or times that are not times.
    func forecast(from answer: JSONField) throws -> EnsembleForecast {
        let hourly = answer["hourly"]
        guard !hourly.isAbsent else { throw ForecastError.badResponse(reason: "the answer has no hourly forecast") }
        guard let texts = try hourly["time"].optionalStrings() else { throw JSONShapeError(path: hourly["time"].path, problem: "missing") }
        let times = try texts.enumerated().map { index, text in
            guard let text, let time = LocalDateTime(iso8601: text) else {
                throw ForecastError.badResponse(reason: "hourly.time[\(index)] is not a local time: \"\(text ?? "null")\"")
            }
            return time
        }
        let keys = try hourly.objectKeys()
        let temperature = try members(of: "temperature_2m", in: hourly, keys: keys, count: times.count)
        let precipitation = try members(of: "precipitation", in: hourly, keys: keys, count: times.count)
        guard !temperature.isEmpty || !precipitation.isEmpty else {
            throw ForecastError.badResponse(reason: "the answer has no ensemble members")
        }
        return EnsembleForecast(model: model, times: times, temperature: temperature, precipitation: precipitation)
    }

    /// Every member's column of `variable`, control first, then by member number.
    private func members(of variable: String, in hourly: JSONField, keys: [String], count: Int) throws -> [[Double?]] {
        let found = keys.compactMap { key in member(in: key, of: variable).map { (number: $0, key: key) } }
        return try found.sorted { $0.number < $1.number }.map { member in
            guard let values = try hourly[member.key].optionalNumbers() else { return Array(repeating: nil, count: count) }
            guard values.count == count else {
                throw ForecastError.badResponse(reason: "hourly.\(member.key) has \(values.count) values for \(count) hours")
            }
            return values
        }
    }

    /// The member number `key` holds of `variable` (0 for the control run), or `nil` when it is not one.
    func member(in key: String, of variable: String) -> Int? {
        guard key.hasPrefix(variable) else { return nil }
        var rest = Substring(key.dropFirst(variable.count))
        if rest.hasSuffix("_" + model) { rest = rest.dropLast(model.count + 1) }
        if rest.isEmpty { return 0 }
        guard rest.hasPrefix("_member") else { return nil }
        let digits = rest.dropFirst("_member".count)
        guard !digits.isEmpty, digits.allSatisfy({ ("0"..."9").contains($0) }), let number = Int(digits), number > 0 else { return nil }
        return number
    }
}
