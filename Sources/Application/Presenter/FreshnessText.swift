import Domain

/// How a report's age is told: "as of 14:05" (or "as of Sat 21 Nov 14:05" on another day) on the reader's clock, and
/// the UTC timestamp JSON carries.
enum FreshnessText {
    /// "as of …" for a stale report, `nil` for a current one.
    static func asOf(_ freshness: AnswerFreshness?, at time: ReadingTime, words: Catalogue) -> String? {
        guard let freshness, freshness.isStale else { return nil }
        return words("detail.as_of", ["time": localTime(freshness.fetchedAt, at: time, words: words)])
    }

    /// The one warning line a stale report gets among the messages, without the leading "forecast: ".
    static func warning(_ freshness: AnswerFreshness?, at time: ReadingTime) -> String? {
        guard let freshness, let reason = freshness.staleReason else { return nil }
        return "warning: \(reason); showing the answer saved at \(localTime(freshness.fetchedAt, at: time))"
    }

    /// `instant` in UTC, ISO 8601 to the second: "2026-11-22T14:05:09Z".
    static func utcTimestamp(_ instant: Instant) -> String {
        let seconds = Int(instant.secondsSince1970.rounded(.down))
        let second = ((seconds % 60) + 60) % 60
        return LocalDateTime(instant, utcOffsetSeconds: 0).iso8601 + ":" + (second < 10 ? "0" : "") + String(second) + "Z"
    }

    /// `instant` on the reader's clock: the time, and the date when not today there.
    private static func localTime(_ instant: Instant, at time: ReadingTime, words: Catalogue = .english) -> String {
        let then = time.local(instant), today = time.local(time.now).date
        return then.date == today ? then.clockTime : "\(words.shortDate(then.date)) \(then.clockTime)"
    }
}
