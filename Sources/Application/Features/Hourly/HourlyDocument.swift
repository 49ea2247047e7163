import Domain
import TerminalSafety

/// What `forecast hourly` shows: each place's hours, with the ensemble's spread beside them when asked, and curves
/// on a terminal; or drawn as a meteogram.
struct HourlyDocument: MeteogramDocument {
    typealias Panel = HourlyMeteogram
    static let pictureKind = "hourly"

    let reports: [HourlyForecastReport]
    let extras: [PlaceExtras]

    func table(of report: HourlyForecastReport, extras: PlaceExtras, on page: Page) -> TableViewModel {
        let ascii = page.canvas?.ascii ?? false
        let ensembleNote = extras[EnsembleExtra.self].map { EnsembleText.note($0, ascii: ascii, daily: false, words: page.words).terminalSafe }
        let note = [extras.note?.terminalSafe, ensembleNote].compactMap { $0 } + extras.rowNotes(words: page.words).map(\.terminalSafe)
        var table = TableViewModel(
            report: report, note: note.isEmpty ? nil : note.joined(separator: "\n"), now: page.reading, words: page.words, ensemble: extras[EnsembleExtra.self],
            extras: extras, ascii: ascii
        )
        if let canvas = page.canvas { table.chart = HourlyCurves.lines(report, canvas: canvas, words: page.words) }
        return table
    }

    func json(of report: HourlyForecastReport, extras: PlaceExtras) -> JSONFields { JSONDocuments.hourly(report, extras: extras) }
    var csv: CSVTable { CSVDocuments.hourly(reports, besides: extraColumns, extras: extras) }
    func lineValues(of report: HourlyForecastReport, extras: PlaceExtras, words: Catalogue) -> [String: String] { LineValues.values(report, words: words) }

    func statusBarFacts(of report: HourlyForecastReport, extras: PlaceExtras, words: Catalogue) -> StatusBarFacts { .hourly(report, words: words) }
}
