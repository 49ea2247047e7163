import Domain

/// What `forecast compare` shows: every provider's forecast side by side, with their spread and the place's warnings.
struct ComparisonDocument: TableDocument, JSONDocument, CSVDocument, LineDocument {
    let comparison: ForecastComparison
    /// The note under the header and the place's warnings.
    let extras: PlaceExtras

    /// A table, JSON, CSV and a line.
    static var formats: [FormatOffer<Self>] { [.table, .json, .csv, .line] }

    var freshness: [AnswerFreshness?] { comparison.forecasts.map(\.freshness) }

    /// A stale forecast's warning, then the stale extras' (the place's warnings from the cache), naming the place.
    func staleWarnings(at time: ReadingTime) -> [String] {
        freshness.compactMap { FreshnessText.warning($0, at: time) } + ForecastViewExtras.staleWarnings(extras, at: time)
    }

    func table(on page: Page) -> String {
        var table = TableViewModel(comparison: comparison, note: extras.note, now: page.reading, words: page.words)
        table.show(banner: ForecastViewExtras.banner(extras, words: page.words))
        return page.render(table)
    }

    var json: JSONValue { .object(JSONDocuments.comparison(comparison) + ForecastViewExtras.jsonFields(extras)) }
    var csv: CSVTable { CSVDocuments.comparison(comparison, besides: ForecastViewExtras.csvFields(extras)) }

    func lines(with template: LineTemplate, on page: Page) -> [String] {
        [template.render(ForecastViewExtras.lineValues(LineValues.values(comparison, words: page.words), adding: extras, words: page.words))]
    }
}
