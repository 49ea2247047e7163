import Domain

/// What `forecast nowcast` shows: each place's next two hours, step by step, with the outlook in one line.
struct NowcastDocument: ReportListDocument {
    let reports: [NowcastReport]

    var freshness: [AnswerFreshness?] { reports.map(\.freshness) }
    func table(of report: NowcastReport, on page: Page) -> String {
        page.render(NowcastTable.view(report, now: page.reading, words: page.words, ascii: page.canvas?.ascii ?? false))
    }
    func json(of report: NowcastReport) -> JSONValue { .object(JSONDocuments.nowcast(report)) }
    var csv: CSVTable { CSVDocuments.nowcast(reports) }
    func lineValues(of report: NowcastReport, words: Catalogue) -> [String: String] { LineValues.values(report, words: words) }
}
