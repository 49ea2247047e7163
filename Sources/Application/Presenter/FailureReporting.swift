import Domain
import TerminalSafety

/// Tells, among the output's messages (a terminal's standard error), why there is no result or what is missing from
/// one: one line each.
protocol FailureReporting: Sendable {
    /// Tells why there is no result, with what to do next when there is a hint, and the place it was for when
    /// several were asked for.
    func presentFailure(_ error: any Error, hint: String?, place: ForecastLocation?)
    /// Tells that what was asked beside a place's forecast is `missing` ("the ensemble could not be fetched", "alerts
    /// could not be checked") while the forecast is shown.
    func presentMissing(_ missing: String, _ error: any Error, place: ForecastLocation)
}

/// Failures told as lines among the output's messages (a terminal's standard error), each "forecast: …".
package struct StandardErrorReporter: FailureReporting {
    /// Where the lines go.
    let output: any TextOutput
    /// What the inputs are called in a line that refuses a value.
    var names = InputNames.options

    func presentFailure(_ error: any Error, hint: String?, place: ForecastLocation?) {
        let prefix = place.map { "\(PlaceText.label($0).terminalSafe): " } ?? ""
        output.writeError("forecast: \(prefix)\(FailureMessage(error, hint: hint, names: names).text)\n")
    }

    func presentMissing(_ missing: String, _ error: any Error, place: ForecastLocation) {
        output.writeError("forecast: warning: \(missing) for \(PlaceText.label(place).terminalSafe): \(FailureMessage(error, names: names).text)\n")
    }

    /// Tells one request as `--verbose` does.
    package func presentRequest(_ line: String) {
        output.writeError("forecast: \(line.terminalSafe)\n")
    }

    /// A reporter writing its lines to `output`'s messages, naming inputs by `names`.
    package init(output: any TextOutput, names: InputNames = .options) {
        self.output = output
        self.names = names
    }
}
