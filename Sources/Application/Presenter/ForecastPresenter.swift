import Domain
import TerminalSafety

/// Turns what the listener reports into view models and renders them (the outputs).
protocol ForecastPresenting: Sendable {
    /// Shows a daily forecast, with `note` under its header when there is one.
    func present(_ forecast: Forecast, as format: OutputFormat, note: String?) throws(OutputFailure)
    /// Shows an hourly forecast.
    func present(_ report: HourlyForecastReport, as format: OutputFormat, note: String?) throws(OutputFailure)
    /// Shows the conditions now.
    func present(_ report: CurrentConditionsReport, as format: OutputFormat, note: String?) throws(OutputFailure)
    /// Shows the places a search found.
    func present(_ places: [Place], for query: PlaceQuery, source: DataSource, units: Units, as format: OutputFormat) throws(OutputFailure)
    /// Shows a check's answer.
    func present(_ answer: WeatherCheckAnswer, as format: OutputFormat) throws(OutputFailure)
    /// Shows the weather services there are to choose from.
    func present(_ providers: [ProviderListing], as format: OutputFormat) throws(OutputFailure)
    /// Shows the providers' forecasts side by side, with their spread.
    func present(_ comparison: ForecastComparison, as format: OutputFormat, note: String?) throws(OutputFailure)
    /// Tells the user why there is no result, in one line, with what to do next when there is a hint.
    func presentFailure(_ error: any Error, hint: String?)
}

/// The command line's presenter: tables, lines and JSON on standard output, errors on standard error.
struct ForecastPresenter: ForecastPresenting {
    let output: any TextOutput
    let styler: Styler
    /// Tells the time, to say how old a stale answer is.
    var clock: any WallClock = MachineClock()

    func present(_ forecast: Forecast, as format: OutputFormat, note: String?) throws(OutputFailure) {
        let now = clock.now()
        warnIfStale(forecast.freshness, now: now)
        try write(format, table: { TableViewModel(forecast: forecast, note: note, now: now) }, json: { JSONDocuments.daily(forecast) })
    }

    func present(_ report: HourlyForecastReport, as format: OutputFormat, note: String?) throws(OutputFailure) {
        let now = clock.now()
        warnIfStale(report.freshness, now: now)
        try write(format, table: { TableViewModel(report: report, note: note, now: now) }, json: { JSONDocuments.hourly(report) })
    }

    func present(_ report: CurrentConditionsReport, as format: OutputFormat, note: String?) throws(OutputFailure) {
        let now = clock.now()
        warnIfStale(report.freshness, now: now)
        try write(format, table: { TableViewModel(report: report, note: note, now: now) }, json: { JSONDocuments.current(report) })
    }

    func present(_ places: [Place], for query: PlaceQuery, source: DataSource, units: Units, as format: OutputFormat) throws(OutputFailure) {
        try write(
            format,
            table: { TableViewModel(places: places, query: query, source: source, units: units) },
            json: { JSONDocuments.search(places, query: query, source: source) }
        )
    }

    func present(_ comparison: ForecastComparison, as format: OutputFormat, note: String?) throws(OutputFailure) {
        try write(format, table: { TableViewModel(comparison: comparison, note: note) }, json: { JSONDocuments.comparison(comparison) })
    }

    func present(_ providers: [ProviderListing], as format: OutputFormat) throws(OutputFailure) {
        try write(format, table: { TableViewModel(providers: providers) }, json: { JSONDocuments.providers(providers) })
    }

    func present(_ answer: WeatherCheckAnswer, as format: OutputFormat) throws(OutputFailure) {
        switch format {
        case .table: try output.writeResult(CheckLine.text(answer).terminalSafe + "\n")
        case .json: try output.writeResult(JSONDocuments.check(answer).serialized() + "\n")
        }
    }

    func presentFailure(_ error: any Error, hint: String?) {
        output.writeError("forecast: \(FailureMessage(error, hint: hint).text)\n")
    }

    /// The one warning line on standard error that a stale answer is shown.
    private func warnIfStale(_ freshness: AnswerFreshness?, now: Instant) {
        if let warning = FreshnessText.warning(freshness, now: now) {
            output.writeError("forecast: \(warning.terminalSafe)\n")
        }
    }

    private func write(_ format: OutputFormat, table: () -> TableViewModel, json: () -> JSONValue) throws(OutputFailure) {
        switch format {
        case .table: try output.writeResult(TableRenderer(styler: styler).render(table()))
        case .json: try output.writeResult(json().serialized() + "\n")
        }
    }
}
