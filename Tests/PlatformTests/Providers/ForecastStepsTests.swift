import Domain
@testable import Platform
import Testing

@Suite("The steps that cover a window of hours")
struct ForecastStepsTests {
    struct Step: ForecastStep { let time: Instant }

    func steps(everyHours interval: Int, count: Int) -> [Step] {
        (0..<count).map { Step(time: Instant(secondsSince1970: Double($0 * interval * 3600))) }
    }

    @Test("the steps starting within the hours, and the one after them", arguments: [(1, 5, 6), (3, 12, 5), (6, 7, 3), (3, 100, 35), (3, 200, 40)])
    func covering(interval: Int, hours: Int, expected: Int) {
        // 40 steps: hourly, 5 h → 0…4 and 5; 3-hourly, 12 h → 0, 3, 6, 9 and 12; 6-hourly, 7 h → 0, 6 and 12;
        // 3-hourly, 100 h → 0…99 (34 steps) and 102; 200 h → all 40, there is none after.
        #expect(steps(everyHours: interval, count: 40).covering(hours: hours).count == expected)
    }

    @Test("no steps cover nothing")
    func empty() {
        #expect([Step]().covering(hours: 5).isEmpty)
    }
}
