import Domain

/// What `forecast moon` shows: each place's phases, rises and sets.
struct MoonDocument: ReportListDocument {
    let reports: [MoonReport]

    func table(of report: MoonReport, on page: Page) -> String { page.render(MoonTable.view(report, words: page.words)) }
    func json(of report: MoonReport) -> JSONValue { JSONDocuments.moon(report) }
    var csv: CSVTable { CSVDocuments.moon(reports) }
    func lineValues(of report: MoonReport, words: Catalogue) -> [String: String] { LineValues.values(report, words: words) }
}
