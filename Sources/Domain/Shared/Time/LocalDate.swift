/// A calendar date at a place, with no time and no time zone: "the 22nd of November where the forecast is for".
public struct LocalDate: Sendable, Hashable, Comparable {
    /// The year, e.g. 2026.
    public let year: Int
    /// The month, 1…12.
    public let month: Int
    /// The day of the month, 1…31.
    public let day: Int

    /// Makes a date, or `nil` when the day does not exist in that month.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), (1...Self.daysIn(month: month, year: year)).contains(day) else {
            return nil
        }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses an ISO 8601 calendar date, `YYYY-MM-DD`; `nil` for anything else.
    public init?(iso8601 text: String) {
        var text = text
        guard text.utf8.count == 10, let date = text.withUTF8({ Self.parse($0, from: 0) }) else { return nil }
        self = date
    }

    /// The date at `offset` in ISO 8601 text (`YYYY-MM-DD`), or `nil`; the bytes after it are not looked at.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> LocalDate? {
        guard bytes.count >= offset + 10, bytes[offset + 4] == UInt8(ascii: "-"), bytes[offset + 7] == UInt8(ascii: "-"),
              let year = digits(bytes, offset, 4), let month = digits(bytes, offset + 5, 2), let day = digits(bytes, offset + 8, 2) else {
            return nil
        }
        return LocalDate(year: year, month: month, day: day)
    }

    /// The decimal number in `count` ASCII digits at `offset`, or `nil` if any is not a digit.
    static func digits(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int, _ count: Int) -> Int? {
        var value = 0
        for index in offset..<(offset + count) {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value * 10 + Int(digit)
        }
        return value
    }

    /// The date as ISO 8601, `YYYY-MM-DD`.
    public var iso8601: String {
        "\(Self.padded(year, to: 4))-\(Self.padded(month, to: 2))-\(Self.padded(day, to: 2))"
    }

    /// The day of the week this date falls on.
    public var weekday: Weekday {
        // 1970-01-01 was a Thursday.
        let mondayBased = ((daysSinceEpoch + 3) % 7 + 7) % 7
        return Weekday.allCases[mondayBased]
    }

    /// Days since 1970-01-01 (negative before), by Howard Hinnant's days-from-civil algorithm.
    public var daysSinceEpoch: Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date `days` days after 1970-01-01, by Howard Hinnant's civil-from-days algorithm.
    public init(daysSinceEpoch days: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// Orders dates by year, then month, then day.
    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    static func padded(_ value: Int, to width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    private static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }
}

/// A day of the week, Monday first as ISO 8601 counts them.
public enum Weekday: Int, Sendable, CaseIterable {
    /// Monday.
    case monday = 1
    /// Tuesday.
    case tuesday
    /// Wednesday.
    case wednesday
    /// Thursday.
    case thursday
    /// Friday.
    case friday
    /// Saturday.
    case saturday
    /// Sunday.
    case sunday
}
