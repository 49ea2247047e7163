import Domain
import Glibc

/// How a report's age is told: "as of 14:05" (or "as of Sat 21 Nov 14:05" on another day) in the machine's local
/// time, and the UTC timestamp JSON carries.
enum FreshnessText {
    /// "as of …" for a stale report, `nil` for a current one.
    static func asOf(_ freshness: AnswerFreshness?, now: Instant, words: Catalogue) -> String? {
        guard let freshness, freshness.isStale else { return nil }
        return words("detail.as_of", ["time": localTime(freshness.fetchedAt, now: now, words: words)])
    }

    /// The one warning line a stale report gets on standard error, without the leading "forecast: ".
    static func warning(_ freshness: AnswerFreshness?, now: Instant) -> String? {
        guard let freshness, let reason = freshness.staleReason else { return nil }
        return "warning: \(reason); showing the answer saved at \(localTime(freshness.fetchedAt, now: now))"
    }

    /// `instant` in UTC, ISO 8601 to the second: "2026-11-22T14:05:09Z".
    static func utcTimestamp(_ instant: Instant) -> String {
        let seconds = Int(instant.secondsSince1970.rounded(.down))
        let second = ((seconds % 60) + 60) % 60
        return LocalDateTime(instant, utcOffsetSeconds: 0).iso8601 + ":" + (second < 10 ? "0" : "") + String(second) + "Z"
    }

    /// `instant` on the machine's clock (`TZ`, else the system's zone): the time, and the date when not today.
    private static func localTime(_ instant: Instant, now: Instant, words: Catalogue = .english) -> String {
        let then = LocalDateTime(instant, utcOffsetSeconds: localOffset(at: instant))
        let today = LocalDateTime(now, utcOffsetSeconds: localOffset(at: now)).date
        return then.date == today ? then.clockTime : "\(words.shortDate(then.date)) \(then.clockTime)"
    }

    /// The machine's UTC offset at `instant`, in seconds.
    private static func localOffset(at instant: Instant) -> Int {
        var time = time_t(instant.secondsSince1970.rounded(.down))
        var parts = tm()
        guard localtime_r(&time, &parts) != nil else { return 0 }
        return parts.tm_gmtoff
    }
}
