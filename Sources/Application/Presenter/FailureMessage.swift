import Domain
import TerminalSafety

/// The one line that tells a person why there is no result and what to do about it.
package struct FailureMessage {
    /// The longest message shown; a service's reason text can be anything.
    static let maximumLength = 300

    /// The message, on one line.
    package let text: String

    /// The message for `error`, followed by `hint` when there is one; a value out of range is named by `names`.
    package init(_ error: any Error, hint: String? = nil, names: InputNames = .options) {
        text = Self.oneLine(Self.describe(error, names: names) + (hint.map { "; " + $0 } ?? ""))
    }

    private static func describe(_ error: any Error, names: InputNames) -> String {
        if let error = error as? OutputFailure { return "cannot write the output: \(error.reason)" }
        if let error = error as? ConfigurationError { return error.reason }
        if let error = error as? InputFileError { return error.reason }
        if let error = error as? UsageError { return error.message + "; " + UsageWording.hint }
        guard let error = error as? ForecastError else {
            return error is CancellationError ? "cancelled" : "unexpected error: \(error)"
        }
        if case .outOfRange(let problem) = error { return UsageWording.text(problem, names: names) }
        return error.description
    }

    /// `text` with line breaks and control characters made spaces, runs of spaces folded, and cut to length.
    private static func oneLine(_ text: String) -> String {
        let folded = text.terminalSafe.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        return folded.count > maximumLength ? String(folded.prefix(maximumLength - 1)) + "…" : folded
    }
}
