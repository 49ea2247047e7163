import Domain
import TerminalSafety

/// A forecast view's document (daily, hourly, current, history): each place's report with what is shown beside it
/// (``PlaceExtras``: the note under its header, its warnings, the normal, past days, the ensemble). Each feature says
/// how one report looks (its days' marks with its records); the banner, the credits and the warnings in JSON and lines
/// are added here (and a status bar's block, in `StatusBar/`), the same for every view.
protocol ForecastViewDocument: TableDocument, JSONDocument, CSVDocument, LineDocument, StatusBarDocument {
    associatedtype Report: PlaceReport
    /// The reports, in the order asked.
    var reports: [Report] { get }
    /// What is shown beside each report, at the same position.
    var extras: [PlaceExtras] { get }
    /// One report's table, before its banner and extra credits.
    func table(of report: Report, extras: PlaceExtras, on page: Page) -> TableViewModel
    /// One report's JSON document's members, before its warnings.
    func json(of report: Report, extras: PlaceExtras) -> JSONFields
    /// One report's line values, before its warnings and the Moon.
    func lineValues(of report: Report, words: Catalogue) -> [String: String]
    /// What a status bar shows of one report, before the place, its warnings and its age.
    func statusBarFacts(of report: Report, extras: PlaceExtras, words: Catalogue) -> StatusBarFacts
}

extension ForecastViewDocument {
    /// A table, JSON, CSV, lines and a status bar's block.
    static var formats: [FormatOffer<Self>] { [.table, .json, .csv, .line, .waybar, .i3blocks] }

    var freshness: [AnswerFreshness?] { reports.map(\.freshness) }

    /// A stale forecast's warning, then a stale warning check's, naming its place.
    func staleWarnings(at time: ReadingTime) -> [String] {
        freshness.compactMap { FreshnessText.warning($0, at: time) } + extras.compactMap(\.alerts).compactMap { alerts in
            FreshnessText.warning(alerts.freshness, at: time)
                .map { $0.replacing("warning: ", with: "warning: alerts for \(alerts.location.place.name): ", maxReplacements: 1) }
        }
    }

    /// The note naming the command a place's name was close to, which only a table shows under its header.
    var notices: [String] { extras.compactMap { $0.lookalike?.note(words: .english) } }

    func table(on page: Page) -> String {
        page.render(zip(reports, extras).map { report, extras in
            var table = table(of: report, extras: extras, on: page)
            table.show(banner: extras.alerts.flatMap { AlertText.banner($0, words: page.words) })
            table.credit(extras.sources)
            return table
        })
    }

    var json: JSONValue {
        zip(reports, extras).map { report, extras in JSONValue.object(json(of: report, extras: extras) + extras.alertFields) }.oneOrArray
    }

    /// Each place's warnings in CSV's words: English, as JSON's are.
    var alertSummaries: [String] { extras.map { AlertText.summary($0.alerts, words: .english) } }

    func lines(with template: LineTemplate, on page: Page) -> [String] {
        zip(reports, extras).map { report, extras in
            let values = LineValues.addingMoon(to: lineValues(of: report, words: page.words), place: report.place, at: page.now, words: page.words)
            return template.render(extras.addingAlerts(to: values, words: page.words))
        }
    }
}
