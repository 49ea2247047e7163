import Domain
import TerminalSafety

/// Turns what the listener reports of the forecast views into view models and renders them (the outputs); writes
/// documents and tells failures as the command runner does.
protocol ForecastPresenting: FailureReporting, DocumentWriting {
    /// Shows daily forecasts, each with its extras (the note and the alerts banner under its header): one place's as a
    /// table or a JSON document, several places' as tables one after another or a JSON array of documents.
    func present(_ forecasts: [DailyForecastReport], as format: OutputFormat, extras: [PlaceExtras]) throws(OutputFailure)
    /// Shows hourly forecasts, as daily ones are shown.
    func present(_ reports: [HourlyForecastReport], as format: OutputFormat, extras: [PlaceExtras]) throws(OutputFailure)
    /// Shows the conditions now, as daily forecasts are shown.
    func present(_ reports: [CurrentConditionsReport], as format: OutputFormat, extras: [PlaceExtras]) throws(OutputFailure)
    /// Shows the providers' forecasts side by side, with their spread.
    func present(_ comparison: ForecastComparison, as format: OutputFormat, extras: PlaceExtras) throws(OutputFailure)
}

/// The command line's presenter: tables, lines and JSON on standard output, errors on standard error.
struct ForecastPresenter: ForecastPresenting {
    let output: any TextOutput
    let styler: Styler
    /// The line `--format line` writes for each report.
    var lineTemplate: LineTemplate? = nil
    /// Where charts go (daily ranges); `nil`: no charts.
    var canvas: ChartCanvas? = nil
    /// Tells the time, to say how old a stale answer is.
    var clock: any WallClock = MachineClock()
    /// The language of tables and lines (JSON, CSV and messages on standard error stay English).
    var words: Catalogue

    init(output: any TextOutput, styler: Styler, lineTemplate: LineTemplate? = nil, canvas: ChartCanvas? = nil, words: Catalogue = .english) {
        self.output = output
        self.styler = styler
        self.lineTemplate = lineTemplate
        self.canvas = canvas
        self.words = words
    }

    func present(_ forecasts: [DailyForecastReport], as format: OutputFormat, extras: [PlaceExtras]) throws(OutputFailure) {
        let normals = extras.map(\.normals), pastDays = extras.map(\.pastDays), ensembles = extras.map(\.ensemble)
        let csv = { (forecasts: [DailyForecastReport], alerts: [String]) in
            CSVDocuments.daily(forecasts, alerts: alerts, normals: normals, pastDays: pastDays, ensembles: ensembles)
        }
        try writeReports(forecasts, extras: extras, as: format, csv: csv, line: moonLine(LineValues.values)) { forecast, extras, now in
            // The place names in the ambiguity note are the service's: made safe before the note gains more lines.
            let past = extras.pastDays > 0 ? words.count(extras.pastDays, one: "note.one_past_day", many: "note.past_days") : nil
            let note = [
                extras.note?.terminalSafe, past, extras.normals.flatMap { NormalText.summary($0, units: forecast.units, words: words) },
                extras.ensemble.map { EnsembleText.note($0, ascii: canvas?.ascii ?? false, daily: true, words: words).terminalSafe },
            ].compactMap { $0 }
            let table = dailyTable(forecast, note: note.isEmpty ? nil : note.joined(separator: "\n"), extras: extras, now: now)
            return (table, JSONDocuments.daily(forecast, ensemble: extras.ensemble))
        }
    }

    func present(_ reports: [HourlyForecastReport], as format: OutputFormat, extras: [PlaceExtras]) throws(OutputFailure) {
        let ensembles = extras.map(\.ensemble)
        let csv = { (reports: [HourlyForecastReport], alerts: [String]) in CSVDocuments.hourly(reports, alerts: alerts, ensembles: ensembles) }
        try writeReports(reports, extras: extras, as: format, csv: csv, line: moonLine(LineValues.values)) { report, extras, now in
            let ensembleNote = extras.ensemble.map { EnsembleText.note($0, ascii: canvas?.ascii ?? false, daily: false, words: words).terminalSafe }
            let note = [extras.note?.terminalSafe, ensembleNote].compactMap { $0 }
            var table = TableViewModel(
                report: report, note: note.isEmpty ? nil : note.joined(separator: "\n"), now: now, words: words, ensemble: extras.ensemble,
                ascii: canvas?.ascii ?? false
            )
            if let canvas { table.chart = HourlyCurves.lines(report, canvas: canvas, words: words) }
            return (table, JSONDocuments.hourly(report, ensemble: extras.ensemble))
        }
    }

    func present(_ reports: [CurrentConditionsReport], as format: OutputFormat, extras: [PlaceExtras]) throws(OutputFailure) {
        try writeReports(reports, extras: extras, as: format, csv: CSVDocuments.current, line: moonLine(LineValues.values)) { report, extras, now in
            (TableViewModel(report: report, note: extras.note, now: now, words: words), JSONDocuments.current(report))
        }
    }

    func present(_ comparison: ForecastComparison, as format: OutputFormat, extras: PlaceExtras) throws(OutputFailure) {
        let now = clock.now()
        warnIfStale(comparison.forecasts.map(\.freshness), now: now)
        try write(
            format,
            table: {
                var table = TableViewModel(comparison: comparison, note: extras.note, now: now, words: words)
                table.show(banner: extras.alerts.flatMap { AlertText.banner($0, words: words) })
                return table
            },
            json: { extras.addingAlerts(to: JSONDocuments.comparison(comparison)) },
            csv: { CSVDocuments.comparison(comparison, alerts: AlertText.summary(extras.alerts, words: .english)) },
            line: { (lineTemplate ?? .fallback).render(extras.addingAlerts(to: LineValues.values(comparison), words: words)) }
        )
    }

    func write(_ document: any Document, as format: OutputFormat) throws(OutputFailure) {
        try DocumentWriter(output: output, styler: styler, words: words, canvas: canvas, lineTemplate: lineTemplate, clock: clock)
            .write(document, as: format)
    }

    func presentFailure(_ error: any Error, hint: String?, place: ForecastLocation?) {
        StandardErrorReporter(output: output).presentFailure(error, hint: hint, place: place)
    }

    func presentUnfetched(_ what: String, _ error: any Error, place: ForecastLocation) {
        StandardErrorReporter(output: output).presentUnfetched(what, error, place: place)
    }

    func presentAlertsUnchecked(_ error: any Error, place: ForecastLocation) {
        StandardErrorReporter(output: output).presentAlertsUnchecked(error, place: place)
    }

    /// The daily table on a terminal: each day's range drawn in the columns the canvas leaves (none when fewer than
    /// 8), and each day's sunrise and sunset where they fit beside the range (a range is the first thing a terminal
    /// too narrow for both keeps).
    private func dailyTable(_ forecast: DailyForecastReport, note: String?, extras: PlaceExtras, now: Instant) -> TableViewModel {
        func table(sunTimes: Bool, rangeWidth: Int = 0) -> TableViewModel {
            TableViewModel(
                forecast: forecast, note: note, now: now, words: words, normals: extras.normals, pastDays: extras.pastDays,
                ensemble: extras.ensemble, sunTimes: sunTimes, rangeWidth: rangeWidth, ascii: canvas?.ascii ?? false
            )
        }
        let plain = table(sunTimes: false)
        guard let canvas else { return plain }
        func room(beside table: TableViewModel) -> Int {
            min(canvas.columns - TableRenderer.rowWidth(of: table) - 2, RangeBar.widths.upperBound)
        }
        let hasSunTimes = forecast.days.contains { $0.sunrise != nil || $0.sunset != nil }
        let withSun = table(sunTimes: hasSunTimes)
        for (sunTimes, base) in [(hasSunTimes, withSun), (false, plain)] where room(beside: base) >= RangeBar.widths.lowerBound {
            return table(sunTimes: sunTimes, rangeWidth: room(beside: base))
        }
        return plain
    }

    /// A forecast view's line values, with the Moon now at its place.
    private func moonLine<Report: PlaceReport>(
        _ values: @escaping (Report, Catalogue) -> [String: String]
    ) -> (Report) -> [String: String] {
        { [words, clock] report in LineValues.addingMoon(to: values(report, words), place: report.place, at: clock.now(), words: words) }
    }

    /// One warning line on standard error for each stale answer shown.
    private func warnIfStale(_ freshnesses: [AnswerFreshness?], now: Instant) {
        for freshness in freshnesses {
            if let warning = FreshnessText.warning(freshness, now: now) {
                output.writeError("forecast: \(warning.terminalSafe)\n")
            }
        }
    }

    /// Writes reports: one as a table or a JSON document, several as tables separated by a blank line or a JSON
    /// array; a stale one is warned about on standard error first.
    private func writeReports<Report: PlaceReport>(
        _ reports: [Report], extras: [PlaceExtras], as format: OutputFormat, csv: ([Report], [String]) -> CSVTable,
        line: (Report) -> [String: String], view: (Report, PlaceExtras, Instant) -> (table: TableViewModel, json: JSONValue)
    ) throws(OutputFailure) {
        let now = clock.now()
        warnIfStale(reports.map(\.freshness), now: now)
        for alerts in extras.compactMap(\.alerts) {
            if let warning = FreshnessText.warning(alerts.freshness, now: now) {
                output.writeError("forecast: \(warning.replacing("warning: ", with: "warning: alerts for \(alerts.location.place.name): ", maxReplacements: 1).terminalSafe)\n")
            }
        }
        let views = zip(reports, extras).map { report, extras in
            var (table, json) = view(report, extras, now)
            table.show(banner: extras.alerts.flatMap { AlertText.banner($0, words: words) })
            table.credit(extras.sources)
            return (table: table, json: extras.addingDayMarks(to: extras.addingAlerts(to: json)))
        }
        switch (format, views.count) {
        case (.table, _):
            let renderer = TableRenderer(styler: styler)
            try output.writeResult(views.map { renderer.render($0.table) }.joined(separator: "\n"))
        case (.json, 1):
            try output.writeResult(views[0].json.serialized() + "\n")
        case (.json, _):
            try output.writeResult(JSONValue.array(views.map(\.json)).serialized() + "\n")
        case (.csv, _):
            try output.writeResult(csv(reports, extras.map { AlertText.summary($0.alerts, words: .english) }).rendered())
        case (.line, _):
            let template = lineTemplate ?? .fallback
            let lines = zip(reports, extras).map { report, extras in
                template.render(extras.addingAlerts(to: line(report), words: words)).terminalSafe + "\n"
            }
            try output.writeResult(lines.joined())
        }
    }

    private func write(
        _ format: OutputFormat, table: () -> TableViewModel, json: () -> JSONValue, csv: () -> CSVTable,
        line: () -> String = { "" }
    ) throws(OutputFailure) {
        switch format {
        case .table: try output.writeResult(TableRenderer(styler: styler).render(table()))
        case .json: try output.writeResult(json().serialized() + "\n")
        case .csv: try output.writeResult(csv().rendered())
        case .line: try output.writeResult(line().terminalSafe + "\n")
        }
    }
}
