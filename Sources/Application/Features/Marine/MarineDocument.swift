import Domain

/// What `forecast marine` shows: each place's nearest sea, hour by hour or day by day, with the tide's high and low
/// waters.
struct MarineDocument: ReportListDocument {
    /// The reports, in the order asked.
    let reports: [MarineReport]

    /// When each report was fetched.
    var freshness: [AnswerFreshness?] { reports.map(\.freshness) }
    /// A report's table, its arrows left out on an ASCII canvas.
    func table(of report: MarineReport, on page: Page) -> String {
        page.render(MarineTable.view(report, now: page.reading, words: page.words, ascii: page.canvas?.ascii ?? false))
    }
    /// A report's JSON document.
    func json(of report: MarineReport) -> JSONValue { JSONDocuments.marine(report) }
    /// Every report's rows.
    var csv: CSVTable { CSVDocuments.marine(reports) }
    /// A report's line values.
    func lineValues(of report: MarineReport, words: Catalogue) -> [String: String] { LineValues.values(report, words: words) }
}
