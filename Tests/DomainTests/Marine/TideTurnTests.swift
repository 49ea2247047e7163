import Domain
import Testing

@Suite("TideTurn: high and low water from an hourly sea level")
struct TideTurnTests {
    static let midnight = LocalDateTime(date: LocalDate(year: 2026, month: 11, day: 28)!, hour: 0, minute: 0)!

    /// An hourly series from midnight.
    static func series(_ levels: [Double?]) -> [(time: LocalDateTime, level: Double?)] {
        levels.enumerated().map { (midnight.adding(minutes: $0.offset * 60), $0.element) }
    }

    @Test("an hour above both neighbours is high water, below both is low; the first and last hours never turn")
    func turns() {
        let turns = TideTurn.turns(in: Self.series([2.0, 1.0, 0.0, 1.0, 2.0, 1.0, 0.5]))
        #expect(turns.map(\.kind) == [.low, .high])
        #expect(turns.map(\.time.hour) == [2, 4] && turns.map(\.time.minute) == [0, 0], "symmetric neighbours: the turn is on the hour")
        #expect(turns.map(\.height) == [0.0, 2.0])
    }

    @Test("a plateau counts once, at its first hour, judged by the hours on either side; a shelf is no turn")
    func plateau() {
        let turns = TideTurn.turns(in: Self.series([0.0, 1.0, 1.5, 1.5, 1.5, 1.0, 0.2, 0.2, 0.5, 0.5, 0.9]))
        #expect(turns.map(\.kind) == [.high, .low])
        #expect(turns.map(\.time.hour) == [2, 6] && turns.map(\.height) == [1.5, 0.2])
        #expect(TideTurn.turns(in: Self.series([0.0, 1.0, 1.0, 2.0])).isEmpty, "rising, resting, rising again: no turn")
    }

    @Test("a missing hour is not a level: no turn is judged across it")
    func gaps() {
        #expect(TideTurn.turns(in: Self.series([0.0, 1.0, nil, 0.0, 1.0])).isEmpty)
        #expect(TideTurn.turns(in: Self.series([nil, 0.0, 1.0, 0.0, nil])).map(\.kind) == [.high])
        #expect(TideTurn.turns(in: Self.series([])).isEmpty && TideTurn.turns(in: Self.series([1.0])).isEmpty)
    }

    @Test("a turn between hours is found to the minute by the parabola through three hours (a 12.42 h tide's crest at 03:18)")
    func refined() {
        // The M2 tide, 1 m, its crest at 3.3 h: cos is its own reference, computed here, not by the code under test.
        let crest = 3.3, period = 12.42
        let levels: [Double?] = (0..<12).map { hour in cosine(2 * .pi * (Double(hour) - crest) / period) }
        let turns = TideTurn.turns(in: Self.series(levels))
        let high = turns.first { $0.kind == .high }
        #expect(high?.time.hour == 3 && abs((high?.time.minute ?? 0) - 18) <= 1, "\(String(describing: high))")
        #expect(abs((high?.height ?? 0) - 1) < 0.01)
        let low = turns.first { $0.kind == .low }
        #expect(low?.time.hour == 9 && abs((low?.time.minute ?? 0) - 31) <= 1, "the trough 6.21 h later, at 09:31")
    }

    /// cos x by its Taylor series (the tests import nothing that has it).
    func cosine(_ x: Double) -> Double {
        var reduced = x.truncatingRemainder(dividingBy: 2 * .pi)
        if reduced > .pi { reduced -= 2 * .pi } else if reduced < -.pi { reduced += 2 * .pi }
        var term = 1.0, sum = 1.0
        for n in stride(from: 2, through: 40, by: 2) {
            term *= -reduced * reduced / Double(n * (n - 1))
            sum += term
        }
        return sum
    }
}
