import Domain
import TerminalSafety

/// A forecast view's document (daily, hourly, current, history): each place's report with what is shown beside it
/// (``PlaceExtras``: the note under its header and what each extra asked gave). Each feature says how one report looks
/// (its days' marks with its records); what every view shows of the extras (``ForecastViewExtras``: a banner, their
/// JSON members, CSV columns, line values and stale warnings), the JSON members and stale warnings of the row kinds
/// asked (``RowExtra``), and the credits are added here (and a status bar's block, in `StatusBar/`), the same for
/// every view.
protocol ForecastViewDocument: TableDocument, JSONDocument, CSVDocument, LineDocument, StatusBarDocument {
    associatedtype Report: PlaceReport
    /// The reports, in the order asked.
    var reports: [Report] { get }
    /// What is shown beside each report, at the same position.
    var extras: [PlaceExtras] { get }
    /// One report's table, before its banner and extra credits.
    func table(of report: Report, extras: PlaceExtras, on page: Page) -> TableViewModel
    /// One report's JSON document's members, before what every view shows of the extras.
    func json(of report: Report, extras: PlaceExtras) -> JSONFields
    /// One report's line values, with `extras` beside it, before the extras' own and what every view takes from the
    /// place.
    func lineValues(of report: Report, extras: PlaceExtras, words: Catalogue) -> [String: String]
    /// What a status bar shows of one report, before the place, the extras' lines and its age.
    func statusBarFacts(of report: Report, extras: PlaceExtras, words: Catalogue) -> StatusBarFacts
}

extension ForecastViewDocument {
    /// A table, JSON, CSV, lines and a status bar's block.
    static var formats: [FormatOffer<Self>] { [.table, .json, .csv, .line, .waybar, .i3blocks] }

    var freshness: [AnswerFreshness?] { reports.map(\.freshness) }

    /// A stale forecast's warning, then each place's stale extras', naming its place.
    func staleWarnings(at time: ReadingTime) -> [String] {
        freshness.compactMap { FreshnessText.warning($0, at: time) }
            + extras.flatMap { ForecastViewExtras.staleWarnings($0, at: time) + $0.rowStaleWarnings(at: time) }
    }

    /// The note naming the command a place's name was close to, which only a table shows under its header.
    var notices: [String] { extras.compactMap { $0.lookalike?.note(words: .english) } }

    func table(on page: Page) -> String {
        page.render(zip(reports, extras).map { report, extras in
            var table = table(of: report, extras: extras, on: page)
            table.show(banner: ForecastViewExtras.banner(extras, words: page.words))
            table.credit(extras.sources)
            return table
        })
    }

    var json: JSONValue {
        zip(reports, extras).map { report, extras in
            JSONValue.object(json(of: report, extras: extras) + extras.rowReportFields + ForecastViewExtras.jsonFields(extras))
        }.oneOrArray
    }

    /// Each place's columns of what every view shows of the extras, for its CSV rows.
    var extraColumns: [JSONFields] { extras.map { ForecastViewExtras.csvFields($0) } }

    func lines(with template: LineTemplate, on page: Page) -> [String] {
        zip(reports, extras).map { report, extras in
            let values = ForecastViewExtras.addingPlaceFacts(to: lineValues(of: report, extras: extras, words: page.words), place: report.place, at: page.now, words: page.words)
            return template.render(ForecastViewExtras.lineValues(values, adding: extras, words: page.words))
        }
    }
}
