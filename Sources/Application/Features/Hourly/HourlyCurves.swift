import Domain

/// The hours' temperature and precipitation as two curves under the hourly table, each labelled and with its range,
/// within the canvas's width (none when fewer than 8 columns would be left for a curve).
enum HourlyCurves {
    private static let labelWidth = 15

    /// The two lines, or none.
    static func lines(_ report: HourlyForecastReport, canvas: ChartCanvas, words: Catalogue) -> [String] {
        let units = report.units
        let temperatures = report.hours.map(\.temperature)
        let precipitation = report.hours.map(\.precipitation)
        let series = [
            (words("chart.temperature"), temperatures, words.range(temperatures, decimals: 0) { words.degrees(formatted: $0, units.temperatureSymbol) }),
            (words("chart.precipitation"), precipitation, words.range(precipitation, decimals: units.precipitation.decimals) { words.quantity(formatted: $0, unit: units.precipitationSymbol) }),
        ]
        let widest = series.map(\.2.displayWidth).max() ?? 0
        let width = min(report.hours.count, canvas.columns - labelWidth - widest - 2)
        guard width >= 8 else { return [] }
        return series.map { label, values, range in
            label.padded(to: labelWidth) + Sparkline.line(values, width: width, ascii: canvas.ascii).padded(to: width) + "  " + range
        }
    }
}
