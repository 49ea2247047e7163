import Domain

extension TableViewModel {
    /// Providers side by side: for each date, a row a provider and a row with the spread (highest minus lowest).
    init(comparison: ForecastComparison, note: String?, now: ReadingTime, words: Catalogue) {
        let units = comparison.units
        let names = comparison.forecasts.map(\.source.provider)
        // The reason is an error message, English as every one is; the line around it follows the language.
        let skipped = comparison.skipped.map { words("note.skipped", ["provider": $0.provider, "reason": FailureMessage($0.error).text]) }
        self.init(
            header: ReportHeader(
                place: comparison.location.place,
                sources: comparison.forecasts.map(\.source) + [comparison.location.source].compactMap { $0 },
                detail: words.count(comparison.spread.count, "detail.comparison", ["providers": names.joined(separator: ", ")])
                    + (FreshnessText.asOf(comparison.oldestFreshness, at: now, words: words).map { " · \($0)" } ?? "")
            ),
            // The ambiguity note, then each skipped service on a line of its own.
            note: ([note].compactMap { $0 } + skipped).joined(separator: "\n").nilIfEmpty,
            columns: [
                Column(words("column.day")), Column(words("column.provider")), Column(words("column.low"), alignRight: true),
                Column(words("column.high"), alignRight: true), Column(words("column.precipitation"), alignRight: true),
            ],
            rows: comparison.spread.flatMap { spread in
                Self.rows(for: spread, in: comparison, units: units, words: words)
            }
        )
    }

    private static func rows(for spread: DailySpread, in comparison: ForecastComparison, units: Units, words: Catalogue) -> [[Cell]] {
        let providerRows = comparison.forecasts.enumerated().map { index, forecast in
            let day = forecast.days.first { $0.date == spread.date }
            return [
                index == 0 ? Cell(words.shortDate(spread.date), .bold) : Cell(""),
                Cell(forecast.source.provider),
                QuantityCell.temperature(day?.temperatureMin, units: units, words: words),
                QuantityCell.temperature(day?.temperatureMax, units: units, words: words),
                QuantityCell.precipitation(day?.precipitationSum, units: units, words: words),
            ]
        }
        // How far apart the services are, "Δ5°C", never a temperature of its own.
        let width = { (range: ClosedRange<Double>?, text: (Double) -> String) -> Cell in
            range.map { Cell(words.spread(text($0.upperBound - $0.lowerBound)), .dim) } ?? TableViewModel.missing
        }
        let degrees = { (value: Double) in words.degrees(value, units.temperatureSymbol) }
        let spreadRow = [
            Cell(""), Cell(words("detail.spread"), .dim),
            width(spread.temperatureMin, degrees), width(spread.temperatureMax, degrees),
            width(spread.precipitationSum) { words.quantity($0, decimals: units.precipitation.decimals, unit: units.precipitationSymbol) },
        ]
        return providerRows + (comparison.forecasts.count > 1 ? [spreadRow] : [])
    }
}

extension String {
    /// The text, or `nil` when it is empty.
    var nilIfEmpty: String? { isEmpty ? nil : self }
}

extension JSONDocuments {
    /// `forecast compare`: `{"place", "alternatives", "units", "providers": [{"provider", "attribution", "days"}],
    /// "skipped": [{"provider", "reason"}], "spread": [{"date", "temperature_max": {"min", "max"},
    /// "temperature_min": {…}, "precipitation_sum": {…}}], "place_source"}`.
    static func comparison(_ comparison: ForecastComparison) -> JSONFields {
        let range = { (range: ClosedRange<Double>?) -> JSONValue in
            range.map { .object([("min", .number($0.lowerBound)), ("max", .number($0.upperBound))]) } ?? .null
        }
        return [
            ("place", place(comparison.location.place)),
            ("alternatives", alternatives(comparison.location)),
            ("units", units(comparison.units)),
            ("providers", .array(comparison.forecasts.map { forecast in
                .object([
                    ("provider", .string(forecast.source.provider)),
                    ("attribution", .string(forecast.source.attribution)),
                    ("days", .array(forecast.days.map { .object(dayFields($0, units: comparison.units).json) })),
                ] + freshness(forecast.freshness))
            })),
            ("skipped", .array(comparison.skipped.map { skipped in
                .object([("provider", .string(skipped.provider)), ("reason", .string(FailureMessage(skipped.error).text))])
            })),
            ("spread", .array(comparison.spread.map { spread in
                .object([
                    ("date", .string(spread.date.iso8601)),
                    ("temperature_max", range(spread.temperatureMax)),
                    ("temperature_min", range(spread.temperatureMin)),
                    ("precipitation_sum", range(spread.precipitationSum)),
                ])
            })),
            ("place_source", comparison.location.source.map(source) ?? .null),
        ] + freshness(comparison.oldestFreshness)
    }
}

extension ForecastComparison {
    /// The freshness of the oldest forecast compared (stale when any is): what the whole comparison is "as of".
    var oldestFreshness: AnswerFreshness? {
        let known = forecasts.compactMap(\.freshness)
        guard let oldest = known.min(by: { $0.fetchedAt < $1.fetchedAt }) else { return nil }
        let reason = known.lazy.compactMap(\.staleReason).first
        return AnswerFreshness(fetchedAt: oldest.fetchedAt, staleReason: reason)
    }
}
