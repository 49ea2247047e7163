import Domain

extension CSVDocuments {
    /// One row per provider and day.
    static func comparison(_ comparison: ForecastComparison, alerts: String) -> CSVTable {
        records(comparison.forecasts.map { ($0.source.provider, stamped($0.days.map(JSONDocuments.dayFields), $0.freshness, alerts: alerts)) }, first: "provider", units: comparison.units)
    }
}

extension LineValues {
    /// Today's values of a comparison: each provider's low–high, and the spread of highs and lows.
    static func values(_ comparison: ForecastComparison) -> [String: String] {
        let symbol = comparison.units.temperatureSymbol
        let range = { (values: ClosedRange<Double>?) in values.map { "\($0.lowerBound.fixed(decimals: 0))–\($0.upperBound.fixed(decimals: 0))\(symbol)" } }
        var values = ["place": comparison.location.place.name, "temperature_unit": symbol]
        values["date"] = comparison.spread.first?.date.iso8601
        values["providers"] = comparison.forecasts.compactMap { forecast -> String? in
            guard let today = forecast.days.first, let low = today.temperatureMin, let high = today.temperatureMax else { return nil }
            return "\(forecast.source.provider) \(low.fixed(decimals: 0))–\(high.fixed(decimals: 0))\(symbol)"
        }.joined(separator: " · ")
        values["highs"] = range(comparison.spread.first?.temperatureMax)
        values["lows"] = range(comparison.spread.first?.temperatureMin)
        return values
    }
}
