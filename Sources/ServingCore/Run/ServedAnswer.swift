package import Application
package import Domain

/// What one run over the core gave: how it ended, the text written, the messages, the freshness of its answers and
/// its failure.
package struct ServedAnswer: Sendable {
    /// How the run ended, as the router decided.
    package let status: ExitStatus
    /// The document written, whole (for a status bar that failed, its one block saying why).
    package let body: String
    /// The same documents written in the companion format asked for; `nil`: none was asked.
    package let companionBody: String?
    /// The messages, without their "forecast: " and line end.
    package let messages: [String]
    /// The freshness of every answer shown.
    package let freshness: [AnswerFreshness]
    /// The failure, when the run or its place failed.
    package let failure: (any Error)?

    /// The message that says why it failed: the last that is not a warning or a note.
    package var failureMessage: String? {
        messages.last { !$0.hasPrefix("warning: ") && !$0.hasPrefix("note: ") }
    }

    /// Whether it failed: a failure was told, or the run ended other than with a document (`check`'s no is one).
    package var failed: Bool { failure != nil || ![.success, .no, .urgent].contains(status) }
}
