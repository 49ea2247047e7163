import Domain

extension TableViewModel {
    /// A daily forecast: a row a day, with each day's sunrise and sunset when `sunTimes`, and each day's range as a
    /// bar when `rangeWidth` columns are given.
    init(forecast: Forecast, note: String?, now: Instant, words: Catalogue, sunTimes: Bool = false, rangeWidth: Int = 0, ascii: Bool = false) {
        let dayCount = words.count(forecast.days.count, one: "detail.one_day", many: "detail.days")
        let units = forecast.units
        self.init(
            header: ReportHeader(report: forecast, detail: dayCount, now: now, words: words),
            note: note,
            columns: [
                Column(words("column.day")), Column(words("column.conditions")), Column(words("column.low"), alignRight: true),
                Column(words("column.high"), alignRight: true), Column(words("column.precipitation"), alignRight: true),
                Column(words("column.chance"), alignRight: true), Column(words("column.wind")),
            ] + (sunTimes ? [Column(words("column.sunrise")), Column(words("column.sunset"))] : [])
                + (rangeWidth > 0 ? [Column(words("column.range"))] : []),
            rows: zip(forecast.days, Self.rangeBars(forecast, width: rangeWidth, ascii: ascii)).map { day, bar in
                [
                    Cell(words.shortDate(day.date), .bold),
                    QuantityCell.condition(day.condition, words: words),
                    QuantityCell.temperature(day.temperatureMin, units: units),
                    QuantityCell.temperature(day.temperatureMax, units: units),
                    QuantityCell.precipitation(day.precipitationSum, units: units, words: words),
                    QuantityCell.percentage(day.precipitationProbability, highlightFrom: 70),
                    QuantityCell.wind(speed: day.windSpeedMax, direction: day.windDirection, units: units),
                ] + (sunTimes ? [day.sunrise, day.sunset].map { $0.map { Cell($0.clockTime) } ?? Self.missing } : [])
                    + (rangeWidth > 0 ? [Cell(bar, .dim)] : [])
            }
        )
    }

    private static func rangeBars(_ forecast: Forecast, width: Int, ascii: Bool) -> [String] {
        RangeBar.bars(lows: forecast.days.map(\.temperatureMin), highs: forecast.days.map(\.temperatureMax), width: width, ascii: ascii)
    }
}
