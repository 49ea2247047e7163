import Domain
import Testing

@Suite("Local dates and times")
struct LocalDateTests {
    @Test("parses and prints ISO 8601 dates")
    func roundTripsDates() throws {
        let date = try #require(LocalDate(iso8601: "2026-01-05"))
        #expect(date == LocalDate(year: 2026, month: 1, day: 5))
        #expect(date.iso8601 == "2026-01-05")
    }

    @Test("rejects dates that do not exist or are not ISO", arguments: [
        "2026-02-29", "2024-02-30", "2026-13-01", "2026-1-05", "26-01-05", "2026-01-05T00:00", "", "yesterday",
    ])
    func rejectsBadDates(text: String) {
        #expect(LocalDate(iso8601: text) == nil)
    }

    @Test("knows leap days")
    func leapDays() {
        #expect(LocalDate(year: 2024, month: 2, day: 29) != nil)
        #expect(LocalDate(year: 2000, month: 2, day: 29) != nil)
        #expect(LocalDate(year: 1900, month: 2, day: 29) == nil)
    }

    @Test("finds the weekday", arguments: [
        ("1970-01-01", Weekday.thursday), ("2026-11-22", .sunday), ("2000-02-29", .tuesday),
        ("2025-12-28", .sunday), ("1969-12-31", .wednesday), ("2026-03-02", .monday),
    ])
    func weekday(text: String, expected: Weekday) throws {
        #expect(try #require(LocalDate(iso8601: text)).weekday == expected)
    }

    @Test("parses and prints local date-times without offset")
    func roundTripsDateTimes() throws {
        let time = try #require(LocalDateTime(iso8601: "2025-12-28T07:20"))
        #expect(time.hour == 7 && time.minute == 20)
        #expect(time.iso8601 == "2025-12-28T07:20")
        #expect(time.clockTime == "07:20")
        #expect(LocalDateTime(iso8601: "2025-12-28T24:00") == nil)
        #expect(LocalDateTime(iso8601: "2025-12-28T07:20:00") == nil)
        #expect(LocalDateTime(iso8601: "2025-12-28") == nil)
    }
}

@Suite("Local time arithmetic")
struct LocalTimeArithmeticTests {
    @Test("days since the epoch go both ways", arguments: ["1970-01-01", "2026-11-22", "2024-02-29", "1969-12-31", "2000-03-01"])
    func days(text: String) throws {
        let date = try #require(LocalDate(iso8601: text))
        #expect(LocalDate(daysSinceEpoch: date.daysSinceEpoch) == date)
    }

    @Test("adding minutes crosses days, months and years")
    func adding() throws {
        let time = try #require(LocalDateTime(iso8601: "2026-12-31T23:20"))
        #expect(time.adding(minutes: 50).iso8601 == "2027-01-01T00:10")
        #expect(time.adding(minutes: -24 * 60).iso8601 == "2026-12-30T23:20")
    }

    @Test("an instant becomes the wall-clock time at an offset, half-hour zones included")
    func instant() {
        let instant = Instant(secondsSince1970: 1_795_356_000 + 20 * 60 + 59)  // 2026-11-22T14:20:59Z
        #expect(LocalDateTime(instant, utcOffsetSeconds: 0).iso8601 == "2026-11-22T14:20")
        #expect(LocalDateTime(instant, utcOffsetSeconds: 19_800).iso8601 == "2026-11-22T19:50")
        #expect(LocalDateTime(instant, utcOffsetSeconds: -18_000).iso8601 == "2026-11-22T09:20")
        #expect(LocalDateTime(instant, utcOffsetSeconds: 49_500).iso8601 == "2026-11-23T04:05")
    }
}
