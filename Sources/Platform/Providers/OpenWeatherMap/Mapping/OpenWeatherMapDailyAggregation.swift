internal import Domain

/// The free plan's 3-hour steps made into days in the place's local dates (the answer's `city.timezone` offset):
/// the high is the highest `main.temp_max`, the low the lowest `main.temp_min`, the precipitation the sum of
/// `rain.3h` and `snow.3h`, the chance the highest `pop` × 100, the wind the highest `wind.speed` (with its
/// direction), and the condition that of the step nearest local noon.
struct OpenWeatherMapDailyAggregation {
    let units: Units
    let utcOffsetSeconds: Int

    /// The first `count` local dates the steps cover.
    func days(from steps: [OpenWeatherMapStep], count: Int) -> [DailyForecast] {
        var byDate = LocalDays<(step: OpenWeatherMapStep, local: LocalDateTime)>()
        for step in steps {
            let local = LocalDateTime(step.time, utcOffsetSeconds: utcOffsetSeconds)
            byDate.add((step, local), on: local.date)
        }
        return byDate.prefix(count).map { day($0.date, $0.items) }
    }

    private func day(_ date: LocalDate, _ steps: [(step: OpenWeatherMapStep, local: LocalDateTime)]) -> DailyForecast {
        let convert = OpenWeatherMapUnits(units: units)
        let amounts = steps.compactMap(\.step.precipitation)
        let windiest = steps.windiest { $0.step.windSpeed }
        let nearestNoon = steps.nearestNoon(of: date) { $0.local }
        return DailyForecast(
            date: date,
            condition: nearestNoon?.step.conditionID.flatMap(OpenWeatherMapCondition.condition(for:)),
            temperatureMin: steps.compactMap(\.step.temperatureMin).min(),
            temperatureMax: steps.compactMap(\.step.temperatureMax).max(),
            precipitationSum: convert.precipitation(amounts.reduce(0, +).hundredths),
            precipitationProbability: steps.compactMap(\.step.chanceOfPrecipitation).max().map { $0 * 100 },
            windSpeedMax: windiest?.step.windSpeed.map(convert.windSpeed),
            windDirection: windiest?.step.windDirection
        )
    }
}
