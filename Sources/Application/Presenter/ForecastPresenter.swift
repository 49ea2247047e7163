import Domain

/// Turns what the listener reports into view models and renders them (the outputs).
protocol ForecastPresenting: Sendable {
    /// Shows a forecast on a screen.
    func present(_ forecast: Forecast, on screen: ForecastScreen)
    /// Tells the user why there is no forecast, in one line.
    func presentFailure(_ error: any Error)
}

/// The command line's presenter: tables and JSON on standard output, errors on standard error.
struct ForecastPresenter: ForecastPresenting {
    let output: any TextOutput
    let styler: Styler

    func present(_ forecast: Forecast, on screen: ForecastScreen) {
        switch screen {
        case .table:
            output.writeResult(TableRenderer(styler: styler).render(ForecastTableViewModel(forecast: forecast)))
        case .json:
            output.writeResult(ForecastJSONDocument(forecast: forecast).json.serialized() + "\n")
        }
    }

    func presentFailure(_ error: any Error) {
        output.writeError("forecast: \(FailureMessage(error).text)\n")
    }
}
