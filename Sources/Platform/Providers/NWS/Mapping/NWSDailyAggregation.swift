internal import Domain

/// Twelve-hour periods made into days: a date's high is its daytime period's temperature; its low is the night
/// period that starts that evening; a night period that starts after midnight belongs to the day before (and is
/// dropped when that day is not shown); the chance is the higher of the two periods'; the wind the higher of their
/// upper speeds; the condition the daytime period's (the night's when the day has passed).
struct NWSDailyAggregation {
    let units: Units

    func days(from periods: [NWSPeriod], count: Int) -> [DailyForecast] {
        guard let firstDate = periods.first?.start.date else { return [] }
        var dates: [LocalDate] = []
        var byDate: [LocalDate: (day: NWSPeriod?, night: NWSPeriod?)] = [:]
        for period in periods {
            let isNight = period.isDaytime == false
            let date = isNight && period.start.hour < 12
                ? LocalDate(daysSinceEpoch: period.start.date.daysSinceEpoch - 1) : period.start.date
            guard date >= firstDate else { continue }
            if byDate[date] == nil { dates.append(date) }
            if isNight { byDate[date, default: (nil, nil)].night = period } else { byDate[date, default: (nil, nil)].day = period }
        }
        let convert = NWSUnits(units: units)
        return dates.prefix(count).map { date in
            let (day, night) = byDate[date] ?? (nil, nil)
            let both = [day, night].compactMap { $0 }
            let windiest = both.filter { $0.windSpeed != nil }.max { (convert.windSpeed($0) ?? 0) < (convert.windSpeed($1) ?? 0) }
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
