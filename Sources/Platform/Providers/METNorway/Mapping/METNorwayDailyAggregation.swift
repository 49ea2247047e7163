internal import Domain

/// MET Norway's series (UTC steps, hourly for about 2.5 days, then 6-hourly) made into days in the place's local
/// dates. The rule, as the README and DocC give it:
///
/// - Every step counts, and belongs to the local date of its time (its UTC time plus the zone's offset then).
/// - `temperatureMax`/`temperatureMin`: the highest/lowest `air_temperature` of that date's steps.
/// - `precipitationSum`: the sum, over that date's steps, of the amount until the next step: `next_1_hours` when
///   the next step is 1 h later, `next_6_hours` when it is 6 h later; the last step adds nothing.
/// - `windSpeedMax`: the highest instant `wind_speed`; `windDirection`: its direction at that step.
/// - `precipitationProbability`: the highest `probability_of_precipitation` of the periods summed, when the answer
///   has it (the compact product does not), else `nil`.
/// - `condition`: the `symbol_code` of the step nearest local noon (its next 6 hours, else its next hour).
struct METNorwayDailyAggregation {
    /// The UTC offset at an instant: the place's zone, or 0 when the place has none (a bare coordinate).
    let utcOffset: (Instant) -> Int
    let units: Units

    /// The first `days` local dates the series covers, each with its values.
    func days(from steps: [METNorwayStep], count days: Int) -> [DailyForecast] {
        var byDate = LocalDays<(step: METNorwayStep, next: METNorwayStep?, local: LocalDateTime)>()
        for (index, step) in steps.enumerated() {
            let local = LocalDateTime(step.time, utcOffsetSeconds: utcOffset(step.time))
            byDate.add((step, steps.indices.contains(index + 1) ? steps[index + 1] : nil, local), on: local.date)
        }
        return byDate.prefix(days).map { day($0.date, $0.items) }
    }

    private func day(_ date: LocalDate, _ steps: [(step: METNorwayStep, next: METNorwayStep?, local: LocalDateTime)]) -> DailyForecast {
        let temperatures = steps.compactMap(\.step.airTemperature)
        let periods = steps.compactMap { Self.period(until: $0.next, from: $0.step) }
        let amounts = periods.compactMap(\.precipitationAmount)
        let probabilities = periods.compactMap(\.probabilityOfPrecipitation)
        let windiest = steps.windiest { $0.step.windSpeed }
        let nearestNoon = steps.nearestNoon(of: date) { $0.local }
        let symbol = nearestNoon.flatMap { $0.step.nextSixHours?.symbolCode ?? $0.step.nextHour?.symbolCode }
        return DailyForecast(
            date: date,
            condition: symbol.flatMap(METNorwaySymbol.condition(for:)),
            temperatureMin: temperatures.min().map(temperature),
            temperatureMax: temperatures.max().map(temperature),
            precipitationSum: amounts.isEmpty ? nil : precipitation(amounts.reduce(0, +).hundredths),
            precipitationProbability: probabilities.max(),
            windSpeedMax: windiest?.step.windSpeed.map(windSpeed),
            windDirection: windiest?.step.windFromDirection
        )
    }

    /// The period from `step` to `next`, when the gap is one the answer gives an amount for.
    private static func period(until next: METNorwayStep?, from step: METNorwayStep) -> METNorwayStep.Period? {
        guard let next else { return nil }
        switch next.time.secondsSince1970 - step.time.secondsSince1970 {
        case 3600: return step.nextHour
        case 6 * 3600: return step.nextSixHours
        default: return nil
        }
    }

    // MET Norway answers in SI units only: °C, mm, m/s.
    private func temperature(_ celsius: Double) -> Double { units.temperature.value(fromCelsius: celsius) }
    private func precipitation(_ millimetres: Double) -> Double { units.precipitation.value(fromMillimetres: millimetres) }
    private func windSpeed(_ metresPerSecond: Double) -> Double { units.windSpeed.value(fromMetresPerSecond: metresPerSecond) }
}
