import Domain

extension CSVDocuments {
    /// One row per provider and day, with the place's `besides` columns (what is shown beside the forecasts).
    static func comparison(_ comparison: ForecastComparison, besides: JSONFields) -> CSVTable {
        records(comparison.forecasts.map { forecast in
            let days = forecast.days.map { JSONDocuments.dayFields($0, units: comparison.units) }
            return (forecast.source.provider, stamped(days, forecast.freshness, besides: besides))
        }, first: "provider")
    }
}

extension LineValues {
    /// `compare`'s: today's forecast of each provider, and their spread.
    package static let comparison = ["place", "date", "providers", "highs", "lows", "temperature_unit"] + AlertsExtra.placeholders
    /// The default template of `compare`.
    package static let comparisonTemplate = "{place} {date}: {providers}"

    /// Today's values of a comparison: each provider's low–high, and the spread of highs and lows, their degrees in
    /// the language's style.
    static func values(_ comparison: ForecastComparison, words: Catalogue) -> [String: String] {
        let symbol = comparison.units.temperatureSymbol
        let degrees = { (low: Double, high: Double) in words.degrees(formatted: "\(low.fixed(decimals: 0))–\(high.fixed(decimals: 0))", symbol) }
        let range = { (values: ClosedRange<Double>?) in values.map { degrees($0.lowerBound, $0.upperBound) } }
        var values = ["place": comparison.location.place.name, "temperature_unit": symbol]
        values["date"] = comparison.spread.first?.date.iso8601
        values["providers"] = comparison.forecasts.compactMap { forecast -> String? in
            guard let today = forecast.days.first, let low = today.temperatureMin, let high = today.temperatureMax else { return nil }
            return "\(forecast.source.provider) \(degrees(low, high))"
        }.joined(separator: " · ")
        values["highs"] = range(comparison.spread.first?.temperatureMax)
        values["lows"] = range(comparison.spread.first?.temperatureMin)
        return values
    }
}
