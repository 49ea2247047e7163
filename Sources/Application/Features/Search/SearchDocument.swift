import Domain

/// What `forecast search` shows: every place the name may mean, numbered; a line gives the first.
struct SearchDocument: TableDocument, JSONDocument, CSVDocument, LineDocument {
    let answer: PlaceSearchAnswer
    let query: PlaceQuery
    /// Who the places are from.
    let source: DataSource
    /// The units elevations are shown in.
    let units: Units

    /// A table, JSON, CSV and a line.
    static var formats: [FormatOffer<Self>] { [.table, .json, .csv, .line] }

    var freshness: [AnswerFreshness?] { [answer.freshness] }

    func table(on page: Page) -> String {
        page.render(TableViewModel(places: answer.places, query: query, source: source, units: units, words: page.words))
    }

    var json: JSONValue { JSONDocuments.search(answer, query: query, source: source) }
    var csv: CSVTable { CSVDocuments.search(answer) }

    func lines(with template: LineTemplate, on page: Page) -> [String] {
        [answer.places.first.map { template.render(LineValues.values($0)) } ?? ""]
    }
}
