import Domain

extension TableViewModel {
    /// A daily forecast: a row a day, and each day's range as a bar when `rangeWidth` columns are given.
    init(forecast: Forecast, note: String?, now: Instant, rangeWidth: Int = 0, ascii: Bool = false) {
        let dayCount = forecast.days.count == 1 ? "1 day" : "\(forecast.days.count) days"
        let units = forecast.units
        self.init(
            header: ReportHeader(report: forecast, detail: dayCount, now: now),
            note: note,
            columns: [
                Column("Day"), Column("Conditions"), Column("Low", alignRight: true), Column("High", alignRight: true),
                Column("Precip", alignRight: true), Column("Chance", alignRight: true), Column("Wind"),
            ] + (rangeWidth > 0 ? [Column("Range")] : []),
            rows: zip(forecast.days, Self.rangeBars(forecast, width: rangeWidth, ascii: ascii)).map { day, bar in
                [
                    Cell(day.date.shortDisplay, .bold),
                    QuantityCell.condition(day.condition),
                    QuantityCell.temperature(day.temperatureMin, units: units),
                    QuantityCell.temperature(day.temperatureMax, units: units),
                    QuantityCell.precipitation(day.precipitationSum, units: units),
                    QuantityCell.percentage(day.precipitationProbability, highlightFrom: 70),
                    QuantityCell.wind(speed: day.windSpeedMax, direction: day.windDirection, units: units),
                ] + (rangeWidth > 0 ? [Cell(bar, .dim)] : [])
            }
        )
    }

    private static func rangeBars(_ forecast: Forecast, width: Int, ascii: Bool) -> [String] {
        RangeBar.bars(lows: forecast.days.map(\.temperatureMin), highs: forecast.days.map(\.temperatureMax), width: width, ascii: ascii)
    }
}
