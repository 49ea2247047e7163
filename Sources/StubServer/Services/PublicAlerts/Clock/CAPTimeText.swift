import Domain

/// One ISO 8601 time as a CAP document writes it, `2025-03-13T10:50:25+01:00`: the clock reading, then what follows
/// the seconds (a fraction, and `Z` or an offset such as `+01:00` or `-00:00`), kept as written when the time moves.
struct CAPTimeText {
    /// The clock reading in seconds since 1970, read as if it were UTC.
    private let clockSeconds: Int
    /// The offset the text states, in seconds east of UTC.
    private let offsetSeconds: Int
    /// The bytes after the seconds, as written: a fraction, then the zone.
    private let suffix: ArraySlice<UInt8>

    /// The time written at `start` in `bytes`, or `nil` when no complete time with a zone starts there.
    init?(_ bytes: [UInt8], at start: Int) {
        guard bytes.count >= start + 20, let clock = Self.clockSeconds(bytes, start) else { return nil }
        var end = start + 19
        if bytes[end] == UInt8(ascii: ".") {
            end += 1
            while end < bytes.count, Self.isDigit(bytes[end]) { end += 1 }
        }
        guard end < bytes.count else { return nil }
        if bytes[end] == UInt8(ascii: "Z") {
            offsetSeconds = 0
            end += 1
        } else {
            guard bytes[end] == UInt8(ascii: "+") || bytes[end] == UInt8(ascii: "-"), bytes.count >= end + 6,
                  bytes[end + 3] == UInt8(ascii: ":"), let hours = Self.number(bytes, end + 1, 2), let minutes = Self.number(bytes, end + 4, 2)
            else { return nil }
            offsetSeconds = (bytes[end] == UInt8(ascii: "-") ? -1 : 1) * (hours * 3600 + minutes * 60)
            end += 6
        }
        clockSeconds = clock
        suffix = bytes[(start + 19)..<end]
    }

    /// How many bytes the time takes in its document.
    var length: Int { 19 + suffix.count }

    /// The moment it names, in seconds since 1970.
    var secondsSince1970: Int { clockSeconds - offsetSeconds }

    /// The time `seconds` later, written on the same offset with the same suffix.
    func moved(by seconds: Int) -> [UInt8] {
        let moved = clockSeconds + seconds
        let days = Int((Double(moved) / 86_400).rounded(.down))
        let second = moved - days * 86_400
        let clock = [second / 3600, second % 3600 / 60, second % 60].map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(separator: ":")
        return Array((LocalDate(daysSinceEpoch: days).iso8601 + "T" + clock).utf8) + suffix
    }

    /// The seconds since 1970 of the clock reading `YYYY-MM-DDThh:mm:ss` at `start`, read as UTC.
    private static func clockSeconds(_ bytes: [UInt8], _ start: Int) -> Int? {
        guard bytes[start + 4] == UInt8(ascii: "-"), bytes[start + 7] == UInt8(ascii: "-"), bytes[start + 10] == UInt8(ascii: "T"),
              bytes[start + 13] == UInt8(ascii: ":"), bytes[start + 16] == UInt8(ascii: ":"),
              let year = number(bytes, start, 4), let month = number(bytes, start + 5, 2), let day = number(bytes, start + 8, 2),
              let hour = number(bytes, start + 11, 2), let minute = number(bytes, start + 14, 2), let second = number(bytes, start + 17, 2),
              let date = LocalDate(year: year, month: month, day: day), hour < 24, minute < 60, second < 61
        else { return nil }
        return date.daysSinceEpoch * 86_400 + hour * 3600 + minute * 60 + second
    }

    /// The decimal number in `count` ASCII digits at `offset`, or `nil` when one is not a digit.
    private static func number(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int? {
        var value = 0
        for byte in bytes[offset..<(offset + count)] {
            guard isDigit(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    /// Whether the byte is an ASCII digit.
    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
}
