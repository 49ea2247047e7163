import Domain

/// What `forecast sun` shows: each place's days.
struct SunDocument: ReportListDocument {
    let reports: [SunReport]

    func table(of report: SunReport, on page: Page) -> String { page.render(SunTable.view(report, words: page.words)) }
    func json(of report: SunReport) -> JSONValue { JSONDocuments.sun(report) }
    var csv: CSVTable { CSVDocuments.sun(reports) }
    func lineValues(of report: SunReport, words: Catalogue) -> [String: String] { LineValues.values(report, words: words) }
}
