/// When a watch keeps quiet, on the machine's own clock (the user's day, not the place's): hours of the day, days of
/// the week it may speak on, and whether news that comes while it is quiet is held until the quiet ends or dropped.
public struct QuietTimes: Sendable, Hashable {
    /// The quiet hours, minutes after midnight from `start` up to `end`; an end before the start runs past
    /// midnight ("22:00-07:00"); `nil`: none.
    public let hours: (start: Int, end: Int)?
    /// The days it may speak on; every day when empty.
    public let days: Set<Weekday>
    /// Whether news that comes while quiet is told once the quiet ends, if it is still news (`true`), or dropped.
    public let holdsNews: Bool

    /// Never quiet, unless said.
    public init(hours: (start: Int, end: Int)? = nil, days: Set<Weekday> = [], holdsNews: Bool = true) {
        self.hours = hours
        self.days = days
        self.holdsNews = holdsNews
    }

    /// Whether it is quiet at `time` on the machine's clock.
    public func isQuiet(at time: LocalDateTime) -> Bool {
        if !days.isEmpty, !days.contains(time.date.weekday) { return true }
        guard let hours else { return false }
        let minute = time.hour * 60 + time.minute
        return hours.start <= hours.end ? (hours.start..<hours.end).contains(minute) : minute >= hours.start || minute < hours.end
    }

    /// The quiet hours `text` writes, "22:00-07:00", as minutes after midnight; `nil` when it is not two times
    /// `HH:MM` joined by `-`, or both are the same.
    public static func hours(in text: String) -> (start: Int, end: Int)? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let start = minutes(in: parts[0]), let end = minutes(in: parts[1]), start != end else { return nil }
        return (start, end)
    }

    /// The minutes after midnight `HH:MM` writes, from 00:00 to 23:59 (24:00 is midnight at the day's end, 1440).
    private static func minutes(in text: Substring) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCII) }), let hour = Int(parts[0]), let minute = Int(parts[1]),
              (0...59).contains(minute), (0...23).contains(hour) || (hour == 24 && minute == 0) else { return nil }
        return hour * 60 + minute
    }

    /// Two quiet times are the same when they are quiet at the same times and hold alike.
    public static func == (lhs: QuietTimes, rhs: QuietTimes) -> Bool {
        lhs.hours?.start == rhs.hours?.start && lhs.hours?.end == rhs.hours?.end && lhs.days == rhs.days && lhs.holdsNews == rhs.holdsNews
    }

    /// Hashes what makes them equal.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(hours?.start)
        hasher.combine(hours?.end)
        hasher.combine(days)
        hasher.combine(holdsNews)
    }
}

extension Weekday {
    /// The day its English three-letter name writes ("mon", any case), or `nil`.
    public init?(shortName: String) {
        let names = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
        guard let index = names.firstIndex(of: shortName.lowercased()) else { return nil }
        self.init(rawValue: index + 1)
    }
}
