import Domain

/// `forecast air` as a table: the air now, then a row an hour: the index with its category, PM2.5, PM10, ozone,
/// NO₂, UV, and the pollen in the air (the kinds counted above zero, most first).
enum AirTable {
    static func view(_ report: AirQualityReport, now: ReadingTime, words: Catalogue) -> TableViewModel {
        let age = FreshnessText.asOf(report.freshness, at: now, words: words).map { " · \($0)" } ?? ""
        // The air now is a row of its own before the hours asked: the header counts both.
        let hours = words.count(report.hours.count, "detail.hours")
        let detail = (report.current == nil ? hours : words("air.now_and_hours", ["hours": hours])) + " · " + words("air.index." + report.index.rawValue)
        let header = ReportHeader(place: report.location.place, sources: [report.source] + [report.location.source].compactMap { $0 }, detail: detail + age)
        let current = report.current.map { [row($0, time: words("air.now"), report: report, words: words)] } ?? []
        let rows = current + report.hours.map { row($0, time: words.shortDate($0.time.date) + " " + $0.time.clockTime, report: report, words: words) }
        let columns = ["time", "aqi", "pm2_5", "pm10", "ozone", "no2", "uv", "pollen"].map {
            TableViewModel.Column(words("column." + $0), alignRight: !["time", "aqi", "pollen"].contains($0))
        }
        var table = TableViewModel(header: header, note: nil, columns: columns, rows: rows)
        table.footnotes = [words("air.units")]
        return table
    }

    private static func row(_ reading: AirQualityReading, time: String, report: AirQualityReport, words: Catalogue) -> [TableViewModel.Cell] {
        func amount(_ value: Double?, decimals: Int) -> TableViewModel.Cell {
            value.map { TableViewModel.Cell(words.number($0, decimals: decimals)) } ?? TableViewModel.missing
        }
        return [
            TableViewModel.Cell(time, .bold), index(reading, report.index, words: words), amount(reading.pm25, decimals: 1),
            amount(reading.pm10, decimals: 1), amount(reading.ozone, decimals: 0), amount(reading.nitrogenDioxide, decimals: 0),
            amount(reading.uvIndex, decimals: 1), TableViewModel.Cell(pollenText(reading, words: words) ?? "—", reading.pollen.isEmpty ? .dim : .plain),
        ]
    }

    /// "44 Moderate", coloured from green (good) to magenta (the worst bands).
    private static func index(_ reading: AirQualityReading, _ index: AirQualityIndex, words: Catalogue) -> TableViewModel.Cell {
        guard let value = reading.value(of: index) else { return TableViewModel.missing }
        let category = index.category(of: value)
        return TableViewModel.Cell(value.fixed(decimals: 0) + " " + words("air.category." + category.rawValue), style(of: category))
    }

    static func style(of category: AirQualityCategory) -> TextStyle {
        switch category {
        case .good, .fair: .green
        case .moderate: .yellow
        case .poor, .unhealthyForSensitiveGroups, .unhealthy: .red
        case .veryPoor, .extremelyPoor, .veryUnhealthy, .hazardous: .magenta
        }
    }

    /// The kinds counted above zero, most first ("Grass 60, Birch 3"); "none" when every count given is zero; `nil`
    /// when the service counts no pollen there.
    static func pollenText(_ reading: AirQualityReading, words: Catalogue) -> String? {
        guard !reading.pollen.isEmpty else { return nil }
        let present = reading.pollen.filter { $0.value > 0 }.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
        guard !present.isEmpty else { return words("air.pollen_none") }
        return words.list(present.map { words("pollen." + $0.key.rawValue) + " " + $0.value.fixed(decimals: 0) })
    }
}
