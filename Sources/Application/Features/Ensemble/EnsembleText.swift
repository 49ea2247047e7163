import Domain

/// How `--ensemble` shows an hour's or a day's spread: JSON and CSV fields, table cells, and the note under the header.
enum EnsembleText {
    /// A row's `"ensemble"` object, `{"members", "temperature_p10", "temperature_median", "temperature_p90",
    /// "precipitation_probability", "precipitation_median", "precipitation_p90"}`: temperatures and the percentage to a
    /// tenth, amounts to a decimal more than the table shows; `null` when no member gave a value.
    static func field(_ spread: EnsembleSpread?, units: Units) -> (key: String, value: JSONValue) {
        ("ensemble", members(spread, units: units).map(JSONValue.object) ?? .null)
    }

    /// The spread's members; `nil` when no member gave a value.
    private static func members(_ spread: EnsembleSpread?, units: Units) -> JSONFields? {
        guard let spread, spread.members > 0 else { return nil }
        let amount = units.precipitation.decimals + 1
        return ([
            ("members", .number(Double(spread.members))),
            ("temperature_p10", .number(spread.temperatureP10, decimals: 1)),
            ("temperature_median", .number(spread.temperatureMedian, decimals: 1)),
            ("temperature_p90", .number(spread.temperatureP90, decimals: 1)),
            ("precipitation_probability", .number(spread.precipitationProbability, decimals: 1)),
            ("precipitation_median", .number(spread.precipitationMedian, decimals: amount)),
            ("precipitation_p90", .number(spread.precipitationP90, decimals: amount)),
        ])
    }

    /// A day's or an hour's `"ensemble"` field, `spread` being its spread in `outlook`; none without an outlook.
    static func field(_ outlook: EnsembleOutlook?, _ spread: EnsembleSpread?) -> JSONFields {
        guard let outlook else { return [] }
        return [field(spread, units: outlook.units)]
    }

    /// The field's members as CSV columns: `ensemble_members`, `ensemble_temperature_p10` …, empty where unknown.
    static func columns(_ spread: EnsembleSpread?, units: Units) -> JSONFields {
        let names = ["members", "temperature_p10", "temperature_median", "temperature_p90", "precipitation_probability", "precipitation_median", "precipitation_p90"]
        guard let members = members(spread, units: units) else { return names.map { ("ensemble_" + $0, .null) } }
        return members.map { ("ensemble_" + $0.key, $0.value) }
    }

    /// The spread's 10th–90th percentile of the temperature, as a band to draw; `nil` when unknown.
    static func band(_ spread: EnsembleSpread?) -> (low: Double, high: Double)? {
        guard let low = spread?.temperatureP10, let high = spread?.temperatureP90 else { return nil }
        return (low, high)
    }

    /// The temperature cell: the median, then the 10th–90th percentile range, "11 (9…13)".
    static func temperatureCell(_ spread: EnsembleSpread?, words: Catalogue) -> TableViewModel.Cell {
        guard let spread, let median = spread.temperatureMedian, let low = spread.temperatureP10, let high = spread.temperatureP90 else {
            return TableViewModel.missing
        }
        return TableViewModel.Cell("\(words.number(median, decimals: 0)) (\(words.number(low, decimals: 0))…\(words.number(high, decimals: 0)))")
    }

    /// The rain cell: the share of members giving rain and their median amount, "67% · 0.4 mm"; highlighted from 70 %.
    static func rainCell(_ spread: EnsembleSpread?, units: Units, words: Catalogue) -> TableViewModel.Cell {
        guard let spread, let share = spread.precipitationProbability else { return TableViewModel.missing }
        let amount = spread.precipitationMedian.map { " · " + words.quantity($0, decimals: units.precipitation.decimals, unit: units.precipitationSymbol) } ?? ""
        return TableViewModel.Cell(words.percent(share) + amount, share >= 70 ? .bold : .plain)
    }

    /// The note's line: "Ensemble icon_seamless, 40 members: median (10th…90th percentile) of the highs, ░ on the bar;
    /// …"; the model is the service's name for it (the repository always says which it asked).
    static func note(_ outlook: EnsembleOutlook, ascii: Bool, daily: Bool, words: Catalogue) -> String {
        words(daily ? "ensemble.note_daily" : "ensemble.note_hourly", [
            "model": outlook.model ?? "", "members": String(outlook.members), "band": String(RangeBar.glyphs(ascii: ascii).band),
        ])
    }
}
