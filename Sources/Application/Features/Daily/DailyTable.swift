import Domain

extension TableViewModel {
    /// A daily forecast: a row a day, with each day's sunrise and sunset when `sunTimes`, each day's range as a
    /// bar when `rangeWidth` columns are given, and with an `ensemble`, its members' median and range of the highs and
    /// their rain, the range also as a band over the bar; the days up to `observedThrough` dimmed (observed, not forecast),
    /// each day against its normal, and what the row kinds among `extras` add to it, found by its date. A narrow
    /// terminal gives up the wind first, then the chance.
    init(
        forecast: DailyForecastReport, note: String?, now: ReadingTime, words: Catalogue, normals: NormalsComparison? = nil, observedThrough: LocalDate? = nil,
        ensemble: EnsembleOutlook? = nil, extras: PlaceExtras = PlaceExtras(), sunTimes: Bool = false, rangeWidth: Int = 0, ascii: Bool = false
    ) {
        let dayCount = words.count(forecast.days.count, "detail.days")
        let units = forecast.units
        self.init(
            header: ReportHeader(report: forecast, detail: dayCount, now: now, words: words),
            note: note,
            columns: [
                Column(words("column.day")), Column(words("column.conditions")), Column(words("column.low"), alignRight: true),
                Column(words("column.high"), alignRight: true), Column(words("column.precipitation"), alignRight: true),
                Column(words("column.chance"), alignRight: true, yieldOrder: 2), Column(words("column.wind"), yieldOrder: 1),
            ] + (normals == nil ? [] : [Column(words("column.vs_normal"), alignRight: true)])
                + (ensemble == nil ? [] : [Column(words("column.ensemble_high"), alignRight: true), Column(words("column.ensemble_rain"), alignRight: true)])
                + extras.rowColumns(words: words)
                + (sunTimes ? [Column(words("column.sunrise")), Column(words("column.sunset"))] : [])
                + (rangeWidth > 0 ? [Column(words("column.range"))] : []),
            rows: zip(forecast.days, Self.rangeBars(forecast, ensemble: ensemble, width: rangeWidth, ascii: ascii)).map { day, bar in
                [
                    Cell(words.shortDate(day.date), observedThrough.map { day.date <= $0 } == true ? .dim : .bold),
                    QuantityCell.condition(day.condition, words: words),
                    QuantityCell.temperature(day.temperatureMin, units: units, words: words),
                    QuantityCell.temperature(day.temperatureMax, units: units, words: words),
                    QuantityCell.precipitation(day.precipitationSum, units: units, words: words),
                    QuantityCell.percentage(day.precipitationProbability, highlightFrom: 70, words: words),
                    QuantityCell.wind(speed: day.windSpeedMax, direction: day.windDirection, units: units, words: words),
                ] + (normals.map { [Self.normalCell($0.day(on: day.date), units: units, words: words)] } ?? [])
                    + (ensemble.map { outlook in
                        let spread = outlook.spread(on: day.date)
                        return [EnsembleText.temperatureCell(spread, words: words), EnsembleText.rainCell(spread, units: units, words: words)]
                    } ?? [])
                    + extras.rowCells(at: .day(day.date), words: words)
                    + (sunTimes ? [day.sunrise, day.sunset].map { $0.map { Cell($0.clockTime) } ?? Self.missing } : [])
                    + (rangeWidth > 0 ? [Cell(bar, .dim)] : [])
            }
        )
    }

    /// The day's high against its normal, red when warmer, blue when colder; a dash where either is unknown.
    private static func normalCell(_ day: DayAgainstNormal?, units: Units, words: Catalogue) -> Cell {
        guard let day, let text = NormalText.cell(day, units: units, words: words) else { return missing }
        let anomaly = day.anomalyMax ?? 0
        return Cell(text, anomaly >= NormalText.nearBand ? .red : anomaly <= -NormalText.nearBand ? .blue : .plain)
    }

    private static func rangeBars(_ forecast: DailyForecastReport, ensemble: EnsembleOutlook?, width: Int, ascii: Bool) -> [String] {
        let bands = forecast.days.map { day in EnsembleText.band(ensemble?.spread(on: day.date)) }
        return RangeBar.bars(lows: forecast.days.map(\.temperatureMin), highs: forecast.days.map(\.temperatureMax), bands: bands, width: width, ascii: ascii)
    }
}
