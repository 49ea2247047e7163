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
    public init?(iso8601 text: some StringProtocol) {
        let parts = text.split(separator: "T", omittingEmptySubsequences: false)
        guard parts.count == 2, let date = LocalDate(iso8601: parts[0]) else { return nil }
        let clock = parts[1].split(separator: ":", omittingEmptySubsequences: false)
        guard clock.count == 2, clock[0].count == 2, clock[1].count == 2,
              let hour = Int(clock[0]), let minute = Int(clock[1]) else {
            return nil
        }
        self.init(date: date, hour: hour, minute: minute)
    }

    /// The time as ISO 8601, `YYYY-MM-DDTHH:MM`.
    public var iso8601: String {
        "\(date.iso8601)T\(clockTime)"
    }

    /// The time of day alone, `HH:MM`.
    public var clockTime: String {
        "\(LocalDate.padded(hour, to: 2)):\(LocalDate.padded(minute, to: 2))"
    }

    /// Orders times by date, then hour, then minute.
    public static func < (lhs: LocalDateTime, rhs: LocalDateTime) -> Bool {
        (lhs.date, lhs.hour, lhs.minute) < (rhs.date, rhs.hour, rhs.minute)
    }
}
