package import Domain

/// What `watch` remembers between runs, by watch name: what each told, the desktop's ids of the notices a later
/// one replaces, the notices recorded as about to be sent, and the last one sent.
package struct WatchState: Sendable, Hashable, Codable {
    /// Each watch's record, by its name.
    package var records: [String: WatchRecord] = [:]

    /// Nothing remembered.
    package init() {}

    /// The state as kept text may be used: every notice's text made safe and its numbers bounded, times that cannot be
    /// (a century away from `now`) taken as `now`.
    package func checked(now: Instant) -> WatchState {
        var checked = self
        for (name, record) in records {
            var record = record
            record.pending = record.pending.map { $0.checked(now: now) }
            record.lastSent = record.lastSent.map { SentNotice(notice: $0.notice.checked(now: now), sentAt: Self.plausible($0.sentAt, now: now)) }
            record.seen = Self.plausible(record.seen, now: now)
            checked.records[name] = record
        }
        return checked
    }

    /// `seconds` since 1970, or `now` when they are a century away from it (or not a number).
    private static func plausible(_ seconds: Double, now: Instant) -> Double {
        abs(seconds - now.secondsSince1970) < 100 * 365.25 * 86_400 ? seconds : now.secondsSince1970
    }
}

/// One watch's record.
package struct WatchRecord: Sendable, Hashable, Codable {
    /// What it told.
    package var memory = WatchMemory()
    /// The desktop's id of the last notice of each thread, so that the next replaces it.
    package var desktopIDs: [String: UInt32] = [:]
    /// Notices recorded before they are sent: a run that ends between sending and recording sends them again, once.
    package var pending: [Notice] = []
    /// The last notice sent, and when.
    package var lastSent: SentNotice?
    /// When a run last had this watch, in seconds since 1970: a record not had for 30 days is forgotten.
    package var seen: Double = 0

    /// Nothing remembered.
    package init() {}
}

/// A notice sent, and when.
package struct SentNotice: Sendable, Hashable, Codable {
    /// The notice.
    package let notice: Notice
    /// When it was sent, in seconds since 1970.
    package let sentAt: Double
}

/// Where the state is kept between runs.
package protocol WatchStateStore: Sendable {
    /// The state, or an empty one when none was kept.
    /// - Throws: ``WatchStateError`` when it is there but cannot be read.
    func load() throws(WatchStateError) -> WatchState
    /// Keeps `state` whole or not at all: a failure leaves the earlier state as it was.
    /// - Throws: ``WatchStateError`` when it cannot be written (a full disk).
    func save(_ state: WatchState) throws(WatchStateError)
}

/// The state could not be read or written, in one line naming the file.
package struct WatchStateError: Error, Sendable, Hashable {
    /// What went wrong: "~/.local/state/forecast/watch.json: No space left on device".
    package let reason: String

    /// An error saying `reason`.
    package init(reason: String) {
        self.reason = reason
    }
}
