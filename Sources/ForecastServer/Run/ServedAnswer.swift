import Application
import Domain

/// What one run over the core gave: how it ended, the text written, the messages, the freshness of its answers and
/// its failure.
struct ServedAnswer: Sendable {
    /// How the run ended, as the router decided.
    let status: ExitStatus
    /// The document written, whole (for a status bar that failed, its one block saying why).
    let body: String
    /// The messages, without their "forecast: " and line end.
    let messages: [String]
    /// The freshness of every answer shown.
    let freshness: [AnswerFreshness]
    /// The failure, when the run or its place failed.
    let failure: (any Error)?

    /// The message that says why it failed: the last that is not a warning or a note.
    var failureMessage: String? {
        messages.last { !$0.hasPrefix("warning: ") && !$0.hasPrefix("note: ") }
    }

    /// Whether it failed: a failure was told, or the run ended other than success.
    var failed: Bool { failure != nil || ![.success, .urgent].contains(status) }
}
