import Domain

/// What `forecast air` shows: each place's air now and hour by hour.
struct AirDocument: ReportListDocument {
    let reports: [AirQualityReport]

    var freshness: [AnswerFreshness?] { reports.map(\.freshness) }
    func table(of report: AirQualityReport, on page: Page) -> String { page.render(AirTable.view(report, now: page.reading, words: page.words)) }
    func json(of report: AirQualityReport) -> JSONValue { JSONDocuments.air(report) }
    var csv: CSVTable { CSVDocuments.air(reports) }
    func lineValues(of report: AirQualityReport, words: Catalogue) -> [String: String] { LineValues.values(report, words: words) }
}
