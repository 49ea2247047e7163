import Domain

extension TableViewModel {
    /// The conditions now: one labelled value a line, the nowcast's outlook after the precipitation when one was had.
    init(report: CurrentConditionsReport, note: String?, now clockNow: ReadingTime, words: Catalogue, nowcast: NowcastReport? = nil) {
        let now = report.conditions
        let units = report.units
        let wind = QuantityCell.wind(speed: now.windSpeed, direction: now.windDirection, units: units, words: words)
        let gusts = now.windGusts.map { words("label.gusts", ["speed": words.quantity($0, unit: units.windSpeedSymbol)]) }
        let rows: [(String, Cell)] = [
            (words("label.conditions"), QuantityCell.condition(now.condition, words: words)),
            (words("label.temperature"), QuantityCell.temperature(now.temperature, units: units, words: words)),
            (words("label.feels_like"), QuantityCell.temperature(now.apparentTemperature, units: units, words: words)),
            (words("label.wind"), wind == TableViewModel.missing ? wind : Cell(words.list([wind.text] + [gusts].compactMap { $0 }), wind.style)),
            (words("label.precipitation"), QuantityCell.precipitation(now.precipitation, units: units, words: words)),
        ] + (nowcast.map { [(words("label.nowcast"), Cell(NowcastText.summary($0, words: words), NowcastTable.style($0.summary.outlook)))] } ?? []) + [
            (words("label.humidity"), QuantityCell.percentage(now.relativeHumidity, words: words)),
            (words("label.cloud_cover"), QuantityCell.percentage(now.cloudCover, words: words)),
            (words("label.pressure"), QuantityCell.number(now.pressureMSL, unit: " hPa")),
        ]
        let moment = now.isDay.map { $0 ? "detail.now_day" : "detail.now_night" } ?? "detail.now"
        self.init(
            header: ReportHeader(report: report, detail: words(moment, ["time": now.time.clockTime]), now: clockNow, words: words),
            note: note,
            columns: [Column("Quantity"), Column("Value")],
            showsHeadings: false,
            rows: rows.map { [Cell($0.0, .bold), $0.1] }
        )
    }
}
