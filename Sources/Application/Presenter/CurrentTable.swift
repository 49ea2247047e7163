import Domain

extension TableViewModel {
    /// The conditions now: one labelled value a line.
    init(report: CurrentConditionsReport, note: String?, now clockNow: Instant) {
        let now = report.conditions
        let units = report.units
        let wind = QuantityCell.wind(speed: now.windSpeed, direction: now.windDirection, units: units)
        let gusts = now.windGusts.map { ", gusts \($0.fixed(decimals: 0)) \(units.windSpeedSymbol)" } ?? ""
        let rows: [(String, Cell)] = [
            ("Conditions", QuantityCell.condition(now.condition)),
            ("Temperature", QuantityCell.temperature(now.temperature, units: units)),
            ("Feels like", QuantityCell.temperature(now.apparentTemperature, units: units)),
            ("Wind", wind == TableViewModel.missing ? wind : Cell(wind.text + gusts, wind.style)),
            ("Precipitation", QuantityCell.precipitation(now.precipitation, units: units)),
            ("Humidity", QuantityCell.percentage(now.relativeHumidity)),
            ("Cloud cover", QuantityCell.percentage(now.cloudCover)),
            ("Pressure", QuantityCell.number(now.pressureMSL, unit: " hPa")),
        ]
        let daylight = now.isDay.map { $0 ? ", day" : ", night" } ?? ""
        self.init(
            header: ReportHeader(report: report, detail: "now, \(now.time.clockTime)\(daylight)", now: clockNow),
            note: note,
            columns: [Column("Quantity"), Column("Value")],
            showsHeadings: false,
            rows: rows.map { [Cell($0.0, .bold), $0.1] }
        )
    }
}
