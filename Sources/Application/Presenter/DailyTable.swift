import Domain

extension TableViewModel {
    /// A daily forecast: a row a day.
    init(forecast: Forecast, note: String?, now: Instant) {
        let dayCount = forecast.days.count == 1 ? "1 day" : "\(forecast.days.count) days"
        let units = forecast.units
        self.init(
            header: ReportHeader(report: forecast, detail: dayCount, now: now),
            note: note,
            columns: [
                Column("Day"), Column("Conditions"), Column("Low", alignRight: true), Column("High", alignRight: true),
                Column("Precip", alignRight: true), Column("Chance", alignRight: true), Column("Wind"),
            ],
            rows: forecast.days.map { day in
                [
                    Cell(day.date.shortDisplay, .bold),
                    QuantityCell.condition(day.condition),
                    QuantityCell.temperature(day.temperatureMin, units: units),
                    QuantityCell.temperature(day.temperatureMax, units: units),
                    QuantityCell.precipitation(day.precipitationSum, units: units),
                    QuantityCell.percentage(day.precipitationProbability, highlightFrom: 70),
                    QuantityCell.wind(speed: day.windSpeedMax, direction: day.windDirection, units: units),
                ]
            }
        )
    }
}
