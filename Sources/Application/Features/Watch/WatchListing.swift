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
        self.state = state
        self.clock = clock
        words = Catalogue(language)
    }

    /// One line a watch: "umbrella — rain within 45m at Bergen: last sent Sat 16:20: Rain at Bergen".
    package var lines: [String] {
        entries.map { entry in
            let record = state.records[entry.watch.name]
            let last = record?.lastSent.map { sent in
                let instant = Instant(secondsSince1970: sent.sentAt)
                let local = LocalDateTime(instant, utcOffsetSeconds: clock.utcOffsetSeconds(at: instant))
                let time = words("weekday." + String(describing: local.date.weekday)) + " " + local.clockTime
                return words("watch.list.last", ["time": time, "summary": sent.notice.summary])
            } ?? words("watch.list.none")
            let pending = record?.pending.count ?? 0
            return "\(NoticeWording.safe(entry.watch.name)) — \(Self.describe(entry.watch)): \(last)" + (pending > 0 ? " (+\(pending) pending)" : "")
        }
    }

    /// What a watch looks for and where, as its settings write it: "rain within 45m, moderate, at Bergen".
    static func describe(_ watch: Watch) -> String {
        let place = NoticeWording.safe(WatchObserver.typedName(of: watch.location))
        switch watch.condition {
        case .rain(let minutes, let intensity):
            let level = RainIntensityChoice.allCases.first { $0.intensity == intensity }?.rawValue ?? "light"
            return "rain within \(DurationText.compact(minutes: minutes)), \(level) or more, at \(place)"
        case .warning(let severity):
            return "warnings \(severity.name) or worse at \(place)"
        case .threshold(let condition, let minutes, let threshold):
            let from = threshold.map { " from \($0.fixed(decimals: $0.rounded() == $0 ? 0 : 1))" } ?? ""
            return "\(condition.name)\(from) within \(DurationText.compact(minutes: minutes)) at \(place)"
        }
    }
}
