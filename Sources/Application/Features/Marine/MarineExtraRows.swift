import Domain

/// What the sea adds to each row of `daily --marine` and `hourly --marine`: by day the highest waves (their dominant
/// direction and longest period) and the warmest sea, by hour the waves and the sea; a dash where the marine report
/// has no such day or hour, or does not know the value.
extension MarineExtra: RowExtra {
    /// "Waves" (by day the highest) and "Sea temp".
    static func columns(of report: MarineReport, words: Catalogue) -> [TableViewModel.Column] {
        [TableViewModel.Column(words("column.waves")), TableViewModel.Column(words("column.sea_temperature"), alignRight: true)]
    }

    /// "2.6 m SW 9 s" (yellow from a moderate sea, red from a rough one) and the sea's temperature, coloured as the
    /// forecast's are.
    static func cells(of report: MarineReport, at row: ReportRow, words: Catalogue) -> [TableViewModel.Cell] {
        let sea = seaValues(in: report, at: row)
        let units = report.units
        // A train's words are had only with its height.
        let waves = MarineExtraText.waves(sea.waves, units: units, words: words).map { TableViewModel.Cell($0, MarineExtraText.style(ofHeight: sea.waves.height ?? 0, units: units)) }
        return [waves ?? TableViewModel.missing, QuantityCell.temperature(sea.temperature, units: units, words: words)]
    }

    /// "Waves and sea temperature: sea 4 km W of Biarritz", when the sea shown is not at the place.
    static func note(of report: MarineReport, words: Catalogue) -> String? {
        report.sea.isAtPlace ? nil : words("marine.extra_note", ["sea": MarineText.sea(report, words: words)])
    }

    /// By day `wave_height_max`, `wave_direction` (the dominant one), `wave_period_max` and `sea_temperature_max`; by
    /// hour `wave_height`, `wave_direction`, `wave_period` and `sea_temperature`: heights to a hundredth, periods and
    /// temperatures to a tenth, directions (where the waves come from) in whole degrees.
    static func fields(of report: MarineReport?, at row: ReportRow, units: Units) -> Record {
        let sea = report.map { seaValues(in: $0, at: row) } ?? (waves: WaveTrain(), temperature: nil)
        let units = report?.units ?? units
        let most: String
        if case .day = row { most = "_max" } else { most = "" }
        return [
            RecordField("wave_height" + most, JSONValue.number(sea.waves.height, decimals: 2), unit: units.heightSymbol),
            RecordField("wave_direction", MarineRecords.degrees(sea.waves.direction), unit: ColumnUnit.degrees),
            RecordField("wave_period" + most, JSONValue.number(sea.waves.period, decimals: 1), unit: ColumnUnit.seconds),
            RecordField("sea_temperature" + most, JSONValue.number(sea.temperature, decimals: 1), unit: ColumnUnit.temperature(units)),
        ]
    }

    /// `"marine"`: `{"sea": {"latitude", "longitude", "distance_km", "bearing", "at_place"}, "units": {"wave_height",
    /// "wave_direction", "wave_period", "sea_temperature"}, "source", "fetched_at", "stale"}`, or `null` where no sea
    /// was had.
    static func jsonFields(of report: MarineReport?) -> JSONFields {
        guard let report else { return [("marine", .null)] }
        let units: JSONFields = [
            ("wave_height", .string(report.units.heightSymbol)), ("wave_direction", .string("°")), ("wave_period", .string(ColumnUnit.seconds)),
            ("sea_temperature", .string(report.units.temperatureSymbol)),
        ]
        return [
            ("marine", .object([
                ("sea", .object(JSONDocuments.seaFields(report.sea))), ("units", .object(units)), ("source", JSONDocuments.source(report.source)),
            ] + JSONDocuments.freshness(report.freshness))),
        ]
    }

    /// "warning: the sea for London: …; showing the answer saved at …".
    static func staleWarning(of report: MarineReport, at time: ReadingTime) -> String? {
        FreshnessText.warning(report.freshness, at: time)
            .map { $0.replacing("warning: ", with: "warning: the sea for \(report.location.place.name): ", maxReplacements: 1) }
    }

    /// Whether the report is of days (beside `daily`) rather than hours.
    private static func isDaily(_ report: MarineReport) -> Bool {
        if case .days = report.span { return true }
        return false
    }

    /// The waves and the sea's temperature of `row`: its day's highest and warmest, or its hour's; nothing known
    /// where the report has no such day or hour.
    private static func seaValues(in report: MarineReport, at row: ReportRow) -> (waves: WaveTrain, temperature: Double?) {
        switch row {
        case .day(let date): report.day(on: date).map { ($0.waves, $0.seaTemperature) } ?? (WaveTrain(), nil)
        case .hour(let time): report.hour(at: time).map { ($0.waves, $0.seaTemperature) } ?? (WaveTrain(), nil)
        }
    }
}
