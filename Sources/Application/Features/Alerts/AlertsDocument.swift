import Domain
import TerminalSafety

/// What `forecast alerts` shows: each place's warnings, or a line saying there are none (or that no service covers
/// it); with `full`, each warning's texts wrapped to the page.
struct AlertsDocument: ReportListDocument {
    let reports: [AlertsReport]
    /// Whether each warning's description and instructions are shown (`--full`).
    let full: Bool

    var freshness: [AnswerFreshness?] { reports.map(\.freshness) }

    func table(of report: AlertsReport, on page: Page) -> String {
        guard !report.alerts.isEmpty else { return page.phrase(AlertsTable.emptyLine(report, words: page.words).terminalSafe) + "\n" }
        return page.render(AlertsTable.view(report, words: page.words, now: page.now, wrapAt: full ? page.canvas?.columns ?? 80 : nil))
    }

    func json(of report: AlertsReport) -> JSONValue { JSONDocuments.alerts(report) }
    var csv: CSVTable { CSVDocuments.alerts(reports) }
    func lineValues(of report: AlertsReport, words: Catalogue) -> [String: String] { LineValues.values(report, words: words) }
}
