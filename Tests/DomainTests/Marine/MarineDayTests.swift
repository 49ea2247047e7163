import Domain
import Testing

@Suite("MarineDay: a day's highest waves, dominant direction, longest period and its tides, from its hours")
struct MarineDayTests {
    static let day1 = LocalDate(year: 2026, month: 11, day: 28)!

    /// An hour `offset` hours after the first day's midnight.
    static func hour(_ offset: Int, height: Double?, direction: Double?, period: Double? = nil, sea: Double? = nil) -> MarineHour {
        MarineHour(
            time: LocalDateTime(date: day1, hour: 0, minute: 0)!.adding(minutes: offset * 60), waves: WaveTrain(height: height, direction: direction, period: period),
            seaTemperature: sea
        )
    }

    @Test("the highest wave, the longest period, the warmest sea, each day from its own hours")
    func maxima() {
        let hours = [
            Self.hour(22, height: 1.0, direction: 270, period: 6, sea: 12.5), Self.hour(23, height: 1.6, direction: 270, period: 5, sea: 12.9),
            Self.hour(24, height: 0.4, direction: 90, period: 9, sea: 12.1), Self.hour(25, height: nil, direction: nil, period: nil, sea: nil),
        ]
        let days = MarineDay.days(of: hours, tides: [])
        #expect(days.map(\.date) == [Self.day1, LocalDate(year: 2026, month: 11, day: 29)!])
        #expect(days.map(\.waves.height) == [1.6, 0.4] && days.map(\.waves.period) == [6, 9] && days.map(\.seaTemperature) == [12.9, 12.1])
    }

    @Test("the dominant direction is the mean of the directions as vectors weighted by height: across north, not south")
    func dominant() throws {
        let across = MarineDay.days(of: [Self.hour(0, height: 1, direction: 350), Self.hour(1, height: 1, direction: 10)], tides: [])
        let direction = try #require(across.first?.waves.direction)
        #expect(direction < 1e-9 || abs(direction - 360) < 1e-9, "350° and 10° average to north, not 180°: \(direction)")
        let weighted = try #require(MarineDay.days(of: [Self.hour(0, height: 3, direction: 90), Self.hour(1, height: 1, direction: 180)], tides: []).first?.waves.direction)
        // atan2(3, -1) east of north: 108.43°, the bigger waves from the east counting three times.
        #expect(abs(weighted - 108.4349) < 1e-3)
        #expect(MarineDay.days(of: [Self.hour(0, height: 1, direction: 0), Self.hour(1, height: 1, direction: 180)], tides: []).first?.waves.direction == nil)
    }

    @Test("a day keeps the tide's turns that fall on it")
    func tides() {
        let turn = TideTurn(kind: .high, time: LocalDateTime(date: Self.day1, hour: 14, minute: 32)!, height: 1.2)
        let days = MarineDay.days(of: [Self.hour(0, height: 1, direction: 0), Self.hour(24, height: 1, direction: 0)], tides: [turn])
        #expect(days.first?.tides == [turn] && days.last?.tides == [])
    }
}
