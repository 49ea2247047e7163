import Domain

/// What one run sees for a watch: the check its condition needs, asked of the use cases, in the watch's terms, with
/// the place's name and clock; a failure becomes the observation that the services could not be asked.
struct WatchObserver {
    /// The use cases.
    let useCases: any UseCaseProvider
    /// The units of thresholds and values.
    let units: Units
    /// The run's moment, from which windows run.
    let now: Instant

    /// What was seen for one watch.
    struct Sight: Sendable {
        /// What was seen.
        let observation: WatchObservation
        /// The place's name, as the service resolved it (as typed, when it failed first).
        let place: String
        /// The place's offsets from UTC at the instants a warning names.
        var utcOffsets: [Instant: Int] = [:]
    }

    /// What `watch` sees now, asking the services for `askedMinutes` ahead (at least its own window: the longest of the
    /// watches at its place that read the same answer, so that the cache answers the others) and reading its own window.
    func observe(_ watch: Watch, askingFor askedMinutes: Int? = nil) async -> Sight {
        do {
            return try await sight(watch, askingFor: askedMinutes)
        } catch {
            return Sight(observation: .failed(reason: FailureMessage(error).text), place: Self.typedName(of: watch.location))
        }
    }

    private func sight(_ watch: Watch, askingFor askedMinutes: Int?) async throws -> Sight {
        switch watch.condition {
        case .rain(let minutes, let intensity):
            let hourly = WeatherCheckRequest(location: watch.location, condition: .rain, withinMinutes: minutes, units: units)
            var request = RainCheckRequest(hourly: hourly, intensity: intensity, now: now)
            request.hourlyMinutes = askedMinutes
            return rain(try await useCases.make(.rainCheck).check(request), within: minutes)
        case .warning(let severity):
            let request = AlertCheckRequest(location: watch.location, severity: severity, withinMinutes: 7 * 1440)
            let report = try await useCases.make(.alertCheck).check(request).report
            guard case .covered = report.coverage else {
                // Said once, as a failure is: a watch no service answers is no watch.
                let area = report.location.place.country ?? report.location.place.name
                return Sight(observation: .failed(reason: "no warning service covers \(area), so no warning there can be known"), place: report.location.place.name)
            }
            return Sight(observation: .warnings(report.alerts), place: report.location.place.name, utcOffsets: report.utcOffsets)
        case .threshold(let condition, let minutes, let threshold):
            return try await met(condition, within: minutes, asking: max(minutes, askedMinutes ?? minutes), from: threshold, at: watch.location)
        }
    }

    /// The answers a watch reads, when watches of other conditions read the same: the hourly forecast's (rain's where
    /// no nowcast answers), the air's or the sea's; `nil` for warnings.
    static func sharedAnswer(of condition: WatchCondition) -> String? {
        switch condition {
        case .warning: return nil
        case .rain: return "hourly"
        case .threshold(let checked, _, _):
            if SeaCheckRequest.Measure(checked) != nil { return "sea" }
            if AirCheckRequest.Measure(checked) != nil { return "air" }
            return "hourly"
        }
    }

    /// A watch's window, in minutes; `nil` for warnings, which have none.
    static func window(of condition: WatchCondition) -> Int? {
        switch condition {
        case .rain(let minutes, _), .threshold(_, let minutes, _): minutes
        case .warning: nil
        }
    }

    /// The first match when it falls within `minutes` of the first time looked at (the answer looked further, for other
    /// watches: its first match is the earliest, so one beyond the window means none within it).
    private static func within(_ minutes: Int, first: LocalDateTime?, match: LocalDateTime?) -> Bool {
        guard let first, let match else { return false }
        return match.minutesSinceEpoch - first.minutesSinceEpoch < minutes
    }

    /// The first step or hour of rain within `minutes`, and how it was seen.
    private func rain(_ answer: RainCheckAnswer, within minutes: Int) -> Sight {
        switch answer {
        case .nowcast(let answer):
            let method: RainSighting.Method = switch answer.report.method {
            case .radar: .radar
            case .model: .model
            case .interpolated: .hourly
            }
            let sighting = answer.first.map { step in
                RainSighting(start: answer.report.localTime(step.time), isRaining: step.time <= now, method: method, rate: step.precipitationRate)
            }
            return Sight(observation: .rain(sighting), place: answer.report.place.name)
        case .hourly(let answer):
            let first = answer.first.flatMap { Self.within(minutes, first: answer.hours.first?.time, match: $0.time) ? $0 : nil }
            let sighting = first.map { hour in
                RainSighting(start: hour.time, isRaining: hour.time == answer.hours.first?.time, method: .hourly, rate: hour.precipitation, chance: hour.precipitationProbability)
            }
            return Sight(observation: .rain(sighting), place: answer.place.name)
        }
    }

    /// The first time `condition` is met, from the sea's, the air's or the hourly forecast's check.
    private func met(
        _ condition: CheckCondition, within minutes: Int, asking asked: Int, from threshold: Double?, at location: ForecastLocation
    ) async throws -> Sight {
        if let measure = SeaCheckRequest.Measure(condition) {
            let request = SeaCheckRequest(measure: measure, location: location, withinMinutes: asked, threshold: threshold, units: units)
            let answer = try await useCases.make(.seaCheck).check(request)
            let match = answer.match.flatMap { Self.within(minutes, first: answer.report.hours.first?.time, match: $0.time) ? $0 : nil }
            let sighting = match.map { ThresholdSighting(time: $0.time, value: measure.value(at: $0)) }
            return Sight(observation: .threshold(sighting), place: answer.report.location.place.name)
        }
        if let measure = AirCheckRequest.Measure(condition) {
            let request = AirCheckRequest(measure: measure, location: location, withinMinutes: asked, threshold: threshold, index: nil)
            let answer = try await useCases.make(.airCheck).check(request)
            let match = answer.match.flatMap { Self.within(minutes, first: answer.readings.first?.time, match: $0.time) ? $0 : nil }
            let sighting = match.map { ThresholdSighting(time: $0.time, value: answer.value($0)) }
            return Sight(observation: .threshold(sighting), place: answer.report.location.place.name)
        }
        let request = WeatherCheckRequest(location: location, condition: condition, withinMinutes: asked, threshold: threshold, units: units)
        let answer = try await useCases.make(.weatherCheck).check(request)
        let match = answer.first.flatMap { Self.within(minutes, first: answer.hours.first?.time, match: $0.time) ? $0 : nil }
        let sighting = match.map { ThresholdSighting(time: $0.time, value: answer.value) }
        return Sight(observation: .threshold(sighting), place: answer.place.name)
    }

    /// The place as the watch names it, for a notice when the service never resolved it.
    static func typedName(of location: ForecastLocation) -> String {
        switch location {
        case .place(let query): query.text
        case .coordinate(let coordinate): "\(coordinate.latitude.fixed(decimals: 2)), \(coordinate.longitude.fixed(decimals: 2))"
        case .resolved(let resolved): resolved.place.name
        }
    }
}
