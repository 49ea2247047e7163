package import Domain
import TerminalSafety

/// One notice, worded and ready to send: what the desktop shows and what a command hook is given.
package struct Notice: Sendable, Hashable, Codable {
    /// What kind of news it is, as a command hook reads it (`FORECAST_NOTICE_KIND`).
    package enum Kind: String, Sendable, Hashable, Codable {
        /// Rain starting within the window.
        case rain
        /// A warning issued.
        case warningIssued = "warning-issued"
        /// A warning told before, updated.
        case warningUpdated = "warning-updated"
        /// A warning told before, cancelled before its end.
        case warningCancelled = "warning-cancelled"
        /// A condition met within the window.
        case condition
        /// The services could not be asked.
        case failing
        /// The services answer again.
        case recovered
    }

    /// How urgent it is, as the freedesktop notification specification ranks it (forecast sends no low notices).
    package enum Urgency: String, Sendable, Hashable, Codable {
        /// Most news.
        case normal
        /// Severe and extreme warnings.
        case critical

        /// The specification's byte: 1 normal, 2 critical.
        package var level: UInt8 {
            switch self {
            case .normal: 1
            case .critical: 2
            }
        }
    }

    /// The watch's name.
    package let watch: String
    /// The kind of news.
    package let kind: Kind
    /// The place's name.
    package let place: String
    /// The one line a notification shows in bold.
    package let summary: String
    /// The text under it.
    package let body: String
    /// An icon name from the freedesktop icon naming specification.
    package let icon: String
    /// How urgent.
    package let urgency: Urgency
    /// The thread it continues (a warning's versions replace one another's notices), or `nil`.
    package let thread: String?
    /// When the news is for, as ISO 8601 on the place's clock ("2026-11-28T16:25"), when it has a time.
    package let time: String?
    /// How long the notice stays on the screen, in seconds; `nil`: as long as the desktop decides.
    package let expiresInSeconds: Int?
    /// When it was made, in seconds since 1970: a notice still unsent when it would have left the screen is not sent.
    package let madeAt: Double
    /// Whether the watch's command has had it, while the desktop has yet to: it is not run again.
    package var commandRan = false

    /// A notice.
    package init(
        watch: String, kind: Kind, place: String, summary: String, body: String, icon: String, urgency: Urgency, thread: String?, time: String?,
        expiresInSeconds: Int?, madeAt: Double
    ) {
        self.watch = watch
        self.kind = kind
        self.place = place
        self.summary = summary
        self.body = body
        self.icon = icon
        self.urgency = urgency
        self.thread = thread
        self.time = time
        self.expiresInSeconds = expiresInSeconds
        self.madeAt = madeAt
    }

    /// The notice as kept text may be shown: every text made safe (a state file is text anyone could have edited), the
    /// icon a name of the specification's letters, the times within a century of `now`.
    package func checked(now: Instant) -> Notice {
        let century = 100 * 365.25 * 86_400
        var checked = Notice(
            watch: watch.terminalSafe, kind: kind, place: place.terminalSafe, summary: summary.terminalSafe,
            body: body.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).terminalSafe }.joined(separator: "\n"),
            icon: icon.allSatisfy { ("a"..."z").contains($0) || $0 == "-" } ? icon : "dialog-information", urgency: urgency,
            thread: thread?.terminalSafe, time: time?.terminalSafe, expiresInSeconds: expiresInSeconds.map { min(max($0, 0), Self.longestSeconds) },
            madeAt: abs(madeAt - now.secondsSince1970) < century ? madeAt : now.secondsSince1970
        )
        checked.commandRan = commandRan
        return checked
    }

    /// The longest a notice stays up: 16 days, the longest window or warning forecast tells of.
    static let longestSeconds = 16 * 86_400

    /// Whether it is stale at `now`: it would have left the screen already.
    package func isStale(at now: Instant) -> Bool {
        expiresInSeconds.map { madeAt + Double($0) <= now.secondsSince1970 } ?? false
    }
}
