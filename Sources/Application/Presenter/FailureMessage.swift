import Domain
import TerminalSafety

/// The one line that tells a person why there is no result and what to do about it.
struct FailureMessage {
    /// The longest message shown; a service's reason text can be anything.
    static let maximumLength = 300

    /// The message, on one line.
    let text: String

    /// The message for `error`, followed by `hint` when there is one.
    init(_ error: any Error, hint: String? = nil) {
        text = Self.oneLine(Self.describe(error) + (hint.map { "; " + $0 } ?? ""))
    }

    private static func describe(_ error: any Error) -> String {
        if let error = error as? OutputFailure { return "cannot write the output: \(error.reason)" }
        if let error = error as? ConfigurationError { return error.reason }
        if let error = error as? InputFileError { return error.reason }
        guard let error = error as? ForecastError else {
            return error is CancellationError ? "cancelled" : "unexpected error: \(error)"
        }
        switch error {
        case .invalidInput(let reason):
            return reason
        case .placeNotFound(let query, let elsewhere) where elsewhere > 0:
            let places = elsewhere == 1 ? "1 place" : "\(elsewhere) places"
            return "no place matches \"\(query.text)\", but \(places) named \(query.name) exist elsewhere"
        case .placeNotFound(let query, _):
            return "no place found matching \"\(query.text)\""
        case .serviceUnreachable(let reason):
            return "cannot reach the weather service: \(reason)"
        case .serviceError(let status, let reason):
            let answer = status.map { "HTTP \($0)" } ?? "an error"
            return "the weather service answered with \(answer)" + (reason.map { ": \($0)" } ?? "")
        case .rateLimited(let reason, let retryAfterSeconds?):
            return "the weather service is limiting requests" + (reason.map { ": \($0)" } ?? "")
                + "; it asks to wait \(DurationText.spoken(seconds: retryAfterSeconds))"
        case .rateLimited(let reason, nil):
            return "the weather service is limiting requests" + (reason.map { ": \($0)" } ?? "; try again later")
        case .timedOut:
            return "the weather service did not answer in time"
        case .unavailable(let reason, let retryAfterSeconds):
            return "the weather service is unavailable for now" + (reason.map { ": \($0)" } ?? "")
                + "; it asks to wait \(DurationText.spoken(seconds: retryAfterSeconds))"
        case .keyRejected(let reason):
            return "the weather service refused the API key" + (reason.map { ": \($0)" } ?? "")
        case .badResponse(let reason):
            return "the weather service's answer could not be read: \(reason)"
        }
    }

    /// `text` with line breaks and control characters made spaces, runs of spaces folded, and cut to length.
    private static func oneLine(_ text: String) -> String {
        let folded = text.terminalSafe.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        return folded.count > maximumLength ? String(folded.prefix(maximumLength - 1)) + "…" : folded
    }
}
