import Domain

extension TableViewModel {
    /// The trend column's width when it draws the ensemble's band.
    private static let bandWidth = 12

    /// An hourly forecast: a row an hour, the day written where it changes, and a bar that draws the
    /// temperature's course on the window's own scale; with an `ensemble`, the members' median and range and their
    /// rain, and in the trend column the range as a band around the temperature, all on one scale; then what the row
    /// kinds among `extras` add to each hour, found by its time. A narrow terminal gives up the trend bar first, then the
    /// felt temperature, then the wind.
    init(
        report: HourlyForecastReport, note: String?, now: ReadingTime, words: Catalogue, ensemble: EnsembleOutlook? = nil, extras: PlaceExtras = PlaceExtras(),
        ascii: Bool = false
    ) {
        let units = report.units
        let spreads = report.hours.map { hour in ensemble?.spread(at: hour.time) }
        let bands = ensemble == nil ? nil : RangeBar.bars(
            lows: report.hours.map(\.temperature), highs: report.hours.map(\.temperature), bands: spreads.map(EnsembleText.band),
            width: Self.bandWidth, ascii: ascii
        )
        let detail = Self.hoursDetail(report, words: words)
        let trend = TemperatureBar(temperatures: report.hours.compactMap(\.temperature))
        var previousDate: LocalDate?
        let rows: [[Cell]] = report.hours.enumerated().map { index, hour in
            defer { previousDate = hour.time.date }
            let day = hour.time.date == previousDate ? "" : words.shortDate(hour.time.date)
            let trendCell = bands.map { Cell($0[index], .dim) }
                ?? hour.temperature.map { Cell(trend.bar(for: $0), QuantityCell.temperatureStyle($0, units: units)) } ?? Cell("")
            let ensembleCells = ensemble == nil ? [] : [
                EnsembleText.temperatureCell(spreads[index], words: words), EnsembleText.rainCell(spreads[index], units: units, words: words),
            ]
            return [
                Cell(day, .bold),
                Cell(hour.time.clockTime),
                QuantityCell.condition(hour.condition, words: words),
                QuantityCell.temperature(hour.temperature, units: units, words: words),
                trendCell,
                QuantityCell.temperature(hour.apparentTemperature, units: units, words: words),
                QuantityCell.precipitation(hour.precipitation, units: units, words: words),
                QuantityCell.percentage(hour.precipitationProbability, highlightFrom: 70, words: words),
                QuantityCell.wind(speed: hour.windSpeed, direction: hour.windDirection, units: units, words: words),
            ] + ensembleCells + extras.rowCells(at: .hour(hour.time), words: words)
        }
        self.init(
            header: ReportHeader(report: report, detail: detail, now: now, words: words),
            note: note,
            columns: [
                Column(words("column.day")), Column(words("column.time")), Column(words("column.conditions")),
                Column(words("column.temperature"), alignRight: true), Column(words("column.trend"), yieldOrder: 1),
                Column(words("column.feels_like"), alignRight: true, yieldOrder: 2), Column(words("column.precipitation"), alignRight: true),
                Column(words("column.chance"), alignRight: true), Column(words("column.wind"), yieldOrder: 3),
            ] + (ensemble == nil ? [] : [
                Column(words("column.ensemble_temperature"), alignRight: true), Column(words("column.ensemble_rain"), alignRight: true),
            ]) + extras.rowColumns(words: words),
            rows: rows
        )
    }
}

extension TableViewModel {
    /// What an hourly report shows, for its header: "48 hours from 14:00".
    static func hoursDetail(_ report: HourlyForecastReport, words: Catalogue) -> String {
        let count = words.count(report.hours.count, "detail.hours")
        return report.hours.first.map { words("detail.hours_from", ["hours": count, "time": $0.time.clockTime]) } ?? count
    }
}

/// A horizontal bar for a temperature, on a scale from the lowest to the highest of a series, so that the
/// course of a day shows at a glance: "▏" at the lowest, "████" at the highest, in eighths of a cell.
struct TemperatureBar {
    /// The longest bar, in cells.
    static let width = 6
    private static let eighths = ["▏", "▎", "▍", "▌", "▋", "▊", "▉", "█"]

    let lowest: Double
    let highest: Double

    init(temperatures: [Double]) {
        lowest = temperatures.min() ?? 0
        highest = temperatures.max() ?? 0
    }

    /// The bar for `temperature`: at least one eighth, at most ``width`` cells.
    func bar(for temperature: Double) -> String {
        let span = highest - lowest
        let fraction = span > 0 ? min(max((temperature - lowest) / span, 0), 1) : 1
        let eighthCount = 1 + Int((fraction * Double(Self.width * 8 - 1)).rounded())
        let full = String(repeating: "█", count: eighthCount / 8)
        let rest = eighthCount % 8
        return full + (rest == 0 ? "" : Self.eighths[rest - 1])
    }
}
