import Domain

/// What `forecast current` shows: each place's conditions now, with the nowcast's outlook where one was had.
struct CurrentDocument: ForecastViewDocument {
    let reports: [CurrentConditionsReport]
    let extras: [PlaceExtras]

    func table(of report: CurrentConditionsReport, extras: PlaceExtras, on page: Page) -> TableViewModel {
        TableViewModel(report: report, note: extras.note, now: page.reading, words: page.words, nowcast: extras.nowcast)
    }

    func json(of report: CurrentConditionsReport, extras: PlaceExtras) -> JSONFields { JSONDocuments.current(report, nowcast: extras.nowcast) }
    var csv: CSVTable { CSVDocuments.current(reports, alerts: alertSummaries) }
    func lineValues(of report: CurrentConditionsReport, words: Catalogue) -> [String: String] { LineValues.values(report, words: words) }
    func statusBarFacts(of report: CurrentConditionsReport, extras: PlaceExtras, words: Catalogue) -> StatusBarFacts { .current(report, glance: extras.glance, words: words) }
}
