/// A wall-clock time on a date at a place, with no time zone: "07:21 on the 22nd where the forecast is for".
public struct LocalDateTime: Sendable, Hashable, Comparable {
    /// The date.
    public let date: LocalDate
    /// The hour, 0…23.
    public let hour: Int
    /// The minute, 0…59.
    public let minute: Int

    /// Makes a time, or `nil` when the hour or minute is out of range.
    public init?(date: LocalDate, hour: Int, minute: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.date = date
        self.hour = hour
        self.minute = minute
    }

    /// Parses ISO 8601 `YYYY-MM-DDTHH:MM` with no offset; `nil` for anything else.
    public init?(iso8601 text: String) {
        var text = text
        guard text.utf8.count == 16, let time = text.withUTF8({ Self.parse($0) }) else { return nil }
        self = time
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> LocalDateTime? {
        guard let date = LocalDate.parse(bytes, from: 0), bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"),
              let hour = LocalDate.digits(bytes, 11, 2), let minute = LocalDate.digits(bytes, 14, 2) else {
            return nil
        }
        return LocalDateTime(date: date, hour: hour, minute: minute)
    }

    /// The time as ISO 8601, `YYYY-MM-DDTHH:MM`.
    public var iso8601: String {
        "\(date.iso8601)T\(clockTime)"
    }

    /// The time of day alone, `HH:MM`.
    public var clockTime: String {
        "\(LocalDate.padded(hour, to: 2)):\(LocalDate.padded(minute, to: 2))"
    }

    /// Minutes since 1970-01-01T00:00 on the same wall clock, for arithmetic on local times.
    public var minutesSinceEpoch: Int {
        date.daysSinceEpoch * 1440 + hour * 60 + minute
    }

    /// The wall-clock time `minutes` minutes after 1970-01-01T00:00.
    public init(minutesSinceEpoch minutes: Int) {
        let days = minutes >= 0 ? minutes / 1440 : (minutes - 1439) / 1440
        let minuteOfDay = minutes - days * 1440
        date = LocalDate(daysSinceEpoch: days)
        hour = minuteOfDay / 60
        minute = minuteOfDay % 60
    }

    /// The wall-clock time at `instant` where clocks run `utcOffsetSeconds` ahead of UTC, to the minute.
    public init(_ instant: Instant, utcOffsetSeconds: Int) {
        let seconds = instant.secondsSince1970.rounded(.down) + Double(utcOffsetSeconds)
        self.init(minutesSinceEpoch: Int((seconds / 60).rounded(.down)))
    }

    /// The time `minutes` later (earlier when negative) on the same wall clock.
    public func adding(minutes: Int) -> LocalDateTime {
        LocalDateTime(minutesSinceEpoch: minutesSinceEpoch + minutes)
    }

    /// Orders times by date, then hour, then minute.
    public static func < (lhs: LocalDateTime, rhs: LocalDateTime) -> Bool {
        (lhs.date, lhs.hour, lhs.minute) < (rhs.date, rhs.hour, rhs.minute)
    }
}
