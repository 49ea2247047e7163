import Domain
import TerminalSafety

/// Tells, among the output's messages (a terminal's standard error), why there is no result or what is missing from
/// one: one line each.
protocol FailureReporting: Sendable {
    /// Tells why there is no result, with what to do next when there is a hint, and the place it was for when
    /// several were asked for.
    func presentFailure(_ error: any Error, hint: String?, place: ForecastLocation?)
    /// Tells that `what` (the past days, the normal, the ensemble) could not be fetched for a place while its forecast
    /// is shown.
    func presentUnfetched(_ what: String, _ error: any Error, place: ForecastLocation)
    /// Tells that a place's warnings could not be checked while its forecast is shown.
    func presentAlertsUnchecked(_ error: any Error, place: ForecastLocation)
}

/// Failures told as lines among the output's messages (a terminal's standard error), each "forecast: …".
package struct StandardErrorReporter: FailureReporting {
    /// Where the lines go.
    let output: any TextOutput

    func presentFailure(_ error: any Error, hint: String?, place: ForecastLocation?) {
        let prefix = place.map { "\(PlaceText.label($0).terminalSafe): " } ?? ""
        output.writeError("forecast: \(prefix)\(FailureMessage(error, hint: hint).text)\n")
    }

    func presentUnfetched(_ what: String, _ error: any Error, place: ForecastLocation) {
        output.writeError("forecast: warning: \(what) could not be fetched for \(PlaceText.label(place).terminalSafe): \(FailureMessage(error).text)\n")
    }

    func presentAlertsUnchecked(_ error: any Error, place: ForecastLocation) {
        let reason = FailureMessage(error).text
        output.writeError("forecast: warning: alerts could not be checked for \(PlaceText.label(place).terminalSafe): \(reason)\n")
    }

    /// Tells one request as `--verbose` does.
    package func presentRequest(_ line: String) {
        output.writeError("forecast: \(line.terminalSafe)\n")
    }

    /// A reporter writing its lines to `output`'s messages.
    package init(output: any TextOutput) {
        self.output = output
    }
}
