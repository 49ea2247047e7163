internal import Domain

/// Twelve-hour periods made into days: a date's high is its daytime period's temperature; its low is the night
/// period that starts that evening; a night period that starts after midnight belongs to the day before (and is
/// dropped when that day is not shown); the chance is the higher of the two periods'; the wind the higher of their
/// upper speeds; the condition the daytime period's (the night's when the day has passed).
struct NWSDailyAggregation {
    let units: Units

    func days(from periods: [NWSPeriod], count: Int) -> [DailyForecast] {
        guard let firstDate = periods.first?.start.date else { return [] }
        var byDate = LocalDays<NWSPeriod>()
        for period in periods {
            let date = period.isNight && period.start.hour < 12
                ? LocalDate(daysSinceEpoch: period.start.date.daysSinceEpoch - 1) : period.start.date
            if date >= firstDate { byDate.add(period, on: date) }
        }
        let convert = NWSUnits(units: units)
        return byDate.prefix(count).map { date, periods in
            let day = periods.last(where: { !$0.isNight }), night = periods.last(where: \.isNight)
            let both = [day, night].compactMap { $0 }
            let windiest = both.windiest(by: convert.windSpeed)
            return DailyForecast(
                date: date,
                condition: (day ?? night)?.shortForecast.flatMap(NWSCondition.condition(for:)),
                temperatureMin: night.flatMap(convert.temperature),
                temperatureMax: day.flatMap(convert.temperature),
                precipitationProbability: both.compactMap(\.chanceOfPrecipitation).max(),
                windSpeedMax: windiest.flatMap(convert.windSpeed),
                windDirection: windiest?.windDirection
            )
        }
    }
}
