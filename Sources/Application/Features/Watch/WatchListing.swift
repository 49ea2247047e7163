import Domain

/// `watch --list`: each watch, what it looks for and where, and the last notice it sent and when (on the machine's
/// clock), or that it has sent none; notices recorded but not yet sent are counted.
package struct WatchListing: Sendable {
    /// The watches.
    let entries: [WatchEntry]
    /// What was kept.
    let state: WatchState
    /// The machine's clock.
    let clock: any ReaderClock
    /// The language.
    let words: Catalogue

    /// The listing of `entries` from `state`, in `language`.
    package init(entries: [WatchEntry], state: WatchState, clock: any ReaderClock, language: Language) {
        self.entries = entries
        self.state = state.checked(now: clock.now())
        self.clock = clock
        words = Catalogue(language)
    }

    /// One line a watch: "umbrella — rain at Bergen: last sent Sat 16:20: Rain at Bergen".
    package var lines: [String] {
        entries.map { entry in
            let record = state.records[entry.watch.name]
            let last = record?.lastSent.map { sent in
                let instant = Instant(secondsSince1970: sent.sentAt)
                let local = LocalDateTime(instant, utcOffsetSeconds: clock.utcOffsetSeconds(at: instant))
                return words("watch.list.last", ["time": NoticeWording.dayAndTime(local, words), "summary": sent.notice.summary])
            } ?? words("watch.list.none")
            let pending = record?.pending.count ?? 0
            return "\(NoticeWording.safe(entry.watch.name)) — \(Self.describe(entry.watch)): \(last)" + (pending > 0 ? " (+\(pending) pending)" : "")
        }
    }

    /// What a watch looks for and where, in the words its settings use (the same in every language, as typed):
    /// "rain at Bergen", "alert at London, KY".
    static func describe(_ watch: Watch) -> String {
        "\(watch.condition.checkCondition.name) at \(NoticeWording.safe(WatchObserver.typedName(of: watch.location)))"
    }
}
