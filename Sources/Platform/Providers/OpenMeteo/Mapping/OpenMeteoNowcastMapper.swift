internal import Domain

/// Turns Open-Meteo's `minutely_15` arrays into nowcast steps. Each `precipitation` is the amount (mm) over the 15
/// minutes before its stamp, so the step begins 15 minutes before the stamp and its rate is the amount × 4 (mm/h);
/// `null` is an unknown rate. The stamps are local times read with the answer's `utc_offset_seconds`.
enum OpenMeteoNowcastMapper {
    /// The length of a step, in minutes.
    static let stepMinutes = 15

    /// The steps in an answer, in time order.
    /// - Throws: ``JSONShapeError`` for a value of the wrong type or no `time`, ``ForecastError/badResponse(reason:)``
    ///   for no `minutely_15` block, no stamps, arrays that do not line up, a stamp that is not a local time, or
    ///   stamps out of time order.
    static func steps(from answer: JSONField) throws -> [NowcastStep] {
        let block = answer["minutely_15"]
        guard !block.isAbsent else { throw ForecastError.badResponse(reason: "the answer has no minutely_15 block") }
        guard let times = try block["time"].optionalStrings() else { throw JSONShapeError(path: block["time"].path, problem: "missing") }
        guard !times.isEmpty else { throw ForecastError.badResponse(reason: "the answer has no 15-minute steps") }
        let amounts = try block["precipitation"].optionalNumbers() ?? Array(repeating: nil, count: times.count)
        guard amounts.count == times.count else {
            throw ForecastError.badResponse(reason: "minutely_15.precipitation has \(amounts.count) values for \(times.count) stamps")
        }
        let offset = try answer["utc_offset_seconds"].optionalInteger() ?? 0
        let steps = try zip(times, amounts).enumerated().map { index, pair in
            guard let text = pair.0, let stamp = LocalDateTime(iso8601: text) else {
                throw ForecastError.badResponse(reason: "minutely_15.time[\(index)] is not a local time: \"\(pair.0 ?? "null")\"")
            }
            let start = (stamp.minutesSinceEpoch - stepMinutes) * 60 - offset
            return NowcastStep(time: Instant(secondsSince1970: Double(start)), precipitationRate: pair.1.map { $0 * Double(60 / stepMinutes) })
        }
        guard zip(steps, steps.dropFirst()).allSatisfy({ earlier, later in earlier.time < later.time }) else {
            throw ForecastError.badResponse(reason: "its 15-minute stamps are not in time order")
        }
        return steps
    }
}
