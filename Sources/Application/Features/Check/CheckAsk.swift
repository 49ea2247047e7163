package import Domain

/// One `check` as every door asks it: what to look for, where, within how long, from which threshold, and the
/// options only some conditions take. ``CheckInteraction/answer(_:on:)`` picks the check that answers it.
package struct CheckAsk: Sendable {
    /// What to look for.
    package let condition: CheckCondition
    /// Where.
    package let location: ForecastLocation
    /// How far ahead to look, in minutes.
    package let withinMinutes: Int
    /// The threshold, in `units` (for air, on the index; for an ensemble, a share of members in %).
    package let threshold: Double?
    /// The units of the threshold and of the answer.
    package let units: Units
    /// For `alert`: the least severity that counts.
    package var severity: WeatherAlert.Severity?
    /// For `air`: the index to read; `nil`, the place's own.
    package var index: AirQualityIndex?
    /// For `rain` read from a nowcast: the least intensity that counts.
    package var intensity: PrecipitationIntensity?
    /// For `rain`: the ensemble asked instead of the hourly forecast; `nil`: none.
    package var ensemble: EnsembleChoice?
    /// Now, from which a nowcast's window runs.
    package let now: Instant

    /// A check of `condition` at `location` within `withinMinutes`, from `threshold` in `units`, at `now`.
    package init(condition: CheckCondition, location: ForecastLocation, withinMinutes: Int, threshold: Double?, units: Units, now: Instant) {
        self.condition = condition
        self.location = location
        self.withinMinutes = withinMinutes
        self.threshold = threshold
        self.units = units
        self.now = now
    }

    /// An option that only some conditions read, given with one that does not.
    package enum Misplaced: Sendable, Hashable {
        /// A severity, which only `alert` reads.
        case severity
        /// A threshold with `alert`, which reads a severity instead.
        case thresholdForAlert
        /// An index, which only `air` reads.
        case index
        /// An ensemble, which only `rain` asks.
        case ensemble
        /// An intensity, which only `rain` read from a nowcast (no ensemble) reads.
        case intensity
        /// An intensity and a threshold: a nowcast has no chance of precipitation.
        case intensityWithThreshold
    }

    /// The option given that its condition does not read, when one is: a door says so rather than answer as if it had
    /// not been given.
    package var misplaced: Misplaced? {
        if severity != nil, condition != .alert { return .severity }
        if threshold != nil, condition == .alert { return .thresholdForAlert }
        if index != nil, condition != .air { return .index }
        if ensemble != nil, condition != .rain { return .ensemble }
        if intensity != nil, condition != .rain || ensemble != nil { return .intensity }
        if intensity != nil, threshold != nil { return .intensityWithThreshold }
        return nil
    }

    /// Whether the hourly forecast answers it (so its provider must give hours).
    package var readsHourlyForecast: Bool {
        condition.isHourly && SeaCheckRequest.Measure(condition) == nil && AirCheckRequest.Measure(condition) == nil && ensemble == nil
    }
}

extension CheckInteraction {
    /// Answers `ask` with the check its condition needs: the sea's, the air's, an ensemble's, the warnings' or the hourly
    /// forecast's (rain read from a nowcast where one answers).
    package static func answer(_ ask: CheckAsk, on runner: CommandRunner) async -> ExitStatus {
        if let measure = SeaCheckRequest.Measure(ask.condition) {
            let request = SeaCheckRequest(measure: measure, location: ask.location, withinMinutes: ask.withinMinutes, threshold: ask.threshold, units: ask.units)
            return await answer(request, on: runner)
        }
        if let measure = AirCheckRequest.Measure(ask.condition) {
            let request = AirCheckRequest(measure: measure, location: ask.location, withinMinutes: ask.withinMinutes, threshold: ask.threshold, index: ask.index)
            return await answer(request, on: runner)
        }
        if let ensemble = ask.ensemble {
            let request = EnsembleRainCheckRequest(location: ask.location, withinMinutes: ask.withinMinutes, threshold: ask.threshold, model: ensemble.model)
            return await answer(request, on: runner)
        }
        guard ask.condition.isHourly else {
            let request = AlertCheckRequest(location: ask.location, severity: ask.severity ?? AlertCheckRequest.defaultSeverity, withinMinutes: ask.withinMinutes)
            return await answer(request, on: runner)
        }
        let request = WeatherCheckRequest(
            location: ask.location, condition: ask.condition, withinMinutes: ask.withinMinutes, threshold: ask.threshold, units: ask.units
        )
        guard ask.condition == .rain else { return await answer(request, on: runner) }
        return await answer(RainCheckRequest(hourly: request, intensity: ask.intensity ?? RainCheckRequest.defaultIntensity, now: ask.now), on: runner)
    }
}
