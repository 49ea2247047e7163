/// How a run's work came out, for the router to map to an exit status in one place.
package enum RunOutcome: Sendable {
    /// A document was shown; `urgent` when a status bar must mark it (i3blocks, a severe warning in force).
    case shown(urgent: Bool)
    /// A check answered yes or no.
    case answered(yes: Bool)
    /// The run failed with this error.
    case failed(any Error)
}
