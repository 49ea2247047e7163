import Domain

/// What `forecast current` shows: each place's conditions now, with the nowcast's outlook where one was had.
struct CurrentDocument: ForecastViewDocument {
    let reports: [CurrentConditionsReport]
    let extras: [PlaceExtras]

    func table(of report: CurrentConditionsReport, extras: PlaceExtras, on page: Page) -> TableViewModel {
        TableViewModel(report: report, note: extras.note, now: page.reading, words: page.words, nowcast: extras[NowcastExtra.self])
    }

    func json(of report: CurrentConditionsReport, extras: PlaceExtras) -> JSONFields { JSONDocuments.current(report, nowcast: extras[NowcastExtra.self]) }
    var csv: CSVTable { CSVDocuments.current(reports, besides: extraColumns) }
    func lineValues(of report: CurrentConditionsReport, extras: PlaceExtras, words: Catalogue) -> [String: String] { LineValues.values(report, words: words) }
    func statusBarFacts(of report: CurrentConditionsReport, extras: PlaceExtras, words: Catalogue) -> StatusBarFacts { .current(report, glance: extras[GlanceExtra.self], words: words) }
}
