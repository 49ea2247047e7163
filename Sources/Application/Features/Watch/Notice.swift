package import Domain

/// One notice, worded and ready to send: what the desktop shows and what a command hook is given.
package struct Notice: Sendable, Hashable, Codable {
    /// What kind of news it is, as a command hook reads it (`FORECAST_NOTICE_KIND`).
    package enum Kind: String, Sendable, Hashable, Codable {
        case rain
        case warningIssued = "warning-issued"
        case warningUpdated = "warning-updated"
        case warningCancelled = "warning-cancelled"
        case condition
        case failing
        case recovered
    }

    /// How urgent it is, as the freedesktop notification specification ranks it.
    package enum Urgency: String, Sendable, Hashable, Codable {
        case low
        case normal
        case critical

        /// The specification's byte: 0 low, 1 normal, 2 critical.
        package var level: UInt8 {
            switch self {
            case .low: 0
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

    /// Whether it is stale at `now`: it would have left the screen already.
    package func isStale(at now: Instant) -> Bool {
        expiresInSeconds.map { madeAt + Double($0) <= now.secondsSince1970 } ?? false
    }
}
