import Domain
import TerminalSafety

/// What `forecast hourly` shows: each place's hours, with the ensemble's spread beside them when asked, and curves
/// on a terminal.
struct HourlyDocument: ForecastViewDocument {
    let reports: [HourlyForecastReport]
    let extras: [PlaceExtras]

    func table(of report: HourlyForecastReport, extras: PlaceExtras, on page: Page) -> TableViewModel {
        let ascii = page.canvas?.ascii ?? false
        let ensembleNote = extras.ensemble.map { EnsembleText.note($0, ascii: ascii, daily: false, words: page.words).terminalSafe }
        let note = [extras.note?.terminalSafe, ensembleNote].compactMap { $0 }
        let tables = HourlyColumns.narrowing.lazy.map { fit in
            TableViewModel(
                report: report, note: note.isEmpty ? nil : note.joined(separator: "\n"), now: page.now, words: page.words, ensemble: extras.ensemble,
                ascii: ascii, fit: fit
            )
        }
        guard let canvas = page.canvas else { return tables[tables.startIndex] }
        // The widest table the terminal has room for (words in some languages are long): the fewest columns else.
        var table = tables.first { TableRenderer.rowWidth(of: $0) <= canvas.columns } ?? tables[tables.index(before: tables.endIndex)]
        table.chart = HourlyCurves.lines(report, canvas: canvas, words: page.words)
        return table
    }

    func json(of report: HourlyForecastReport, extras: PlaceExtras) -> JSONFields { JSONDocuments.hourly(report, ensemble: extras.ensemble) }
    var csv: CSVTable { CSVDocuments.hourly(reports, alerts: alertSummaries, extras: extras) }
    func lineValues(of report: HourlyForecastReport, words: Catalogue) -> [String: String] { LineValues.values(report, words: words) }

    func statusBarFacts(of report: HourlyForecastReport, extras: PlaceExtras, words: Catalogue) -> StatusBarFacts { .hourly(report, words: words) }
}
