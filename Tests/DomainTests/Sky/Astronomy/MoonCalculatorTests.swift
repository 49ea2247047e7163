@testable import Domain
import Testing

/// One row of the reference table: an instant, and PyEphem 4.2's lit fraction of the Moon then and its next new
/// and full moons (`Tests/Oracles/oracles/astronomy/moon.py`; Tests/Oracles checks that these rows are its); seconds
/// since 1970, UTC.
struct MoonRow: Sendable, CustomTestStringConvertible {
    let instant: Instant
    let illumination: Double
    let newMoon: Instant, fullMoon: Instant

    init(_ seconds: Int, illumination: Double, newMoon: Int, fullMoon: Int) {
        instant = Instant(secondsSince1970: Double(seconds))
        self.illumination = illumination
        self.newMoon = Instant(secondsSince1970: Double(newMoon))
        self.fullMoon = Instant(secondsSince1970: Double(fullMoon))
    }

    var testDescription: String { "\(instant.secondsSince1970)" }
}

@Suite("The Moon's phases, against PyEphem")
struct MoonCalculatorTests {
    static let rows: [MoonRow] = [
        MoonRow(1767268800, illumination: 0.9457, newMoon: 1768765915, fullMoon: 1767434571),
        MoonRow(1770512400, illumination: 0.6414, newMoon: 1771329665, fullMoon: 1772537870),
        MoonRow(1773669600, illumination: 0.0718, newMoon: 1773883405, fullMoon: 1775095914),
        MoonRow(1776913200, illumination: 0.3921, newMoon: 1778961658, fullMoon: 1777656187),
        MoonRow(1780070400, illumination: 0.9720, newMoon: 1781492045, fullMoon: 1780217108),
        MoonRow(1783314000, illumination: 0.6696, newMoon: 1784022211, fullMoon: 1785335737),
        MoonRow(1786471200, illumination: 0.0140, newMoon: 1786556199, fullMoon: 1787890707),
        MoonRow(1789714800, illumination: 0.4488, newMoon: 1791647401, fullMoon: 1790441338),
        MoonRow(1792872000, illumination: 0.9756, newMoon: 1794207723, fullMoon: 1792987905),
        MoonRow(1796115600, illumination: 0.4883, newMoon: 1796777507, fullMoon: 1798075689),
        MoonRow(1799272800, illumination: 0.0087, newMoon: 1799353459, fullMoon: 1800620238),
        MoonRow(1802516400, illumination: 0.4068, newMoon: 1804498164, fullMoon: 1803165814),
        MoonRow(1805673600, illumination: 0.9969, newMoon: 1807055465, fullMoon: 1805712223),
        MoonRow(1808830800, illumination: 0.6234, newMoon: 1809601113, fullMoon: 1810810736),
        MoonRow(1812074400, illumination: 0.0093, newMoon: 1812138015, fullMoon: 1813365855),
        MoonRow(1815231600, illumination: 0.4866, newMoon: 1817201108, fullMoon: 1815925489),
        MoonRow(1818475200, illumination: 0.9998, newMoon: 1819734066, fullMoon: 1818487716),
        MoonRow(1821632400, illumination: 0.5807, newMoon: 1822271760, fullMoon: 1823608016),
        MoonRow(1824876000, illumination: 0.0076, newMoon: 1827372261, fullMoon: 1826162751),
        MoonRow(1828033200, illumination: 0.4608, newMoon: 1829938334, fullMoon: 1828714122),
        MoonRow(1831276800, illumination: 0.9996, newMoon: 1832512346, fullMoon: 1833807821),
        MoonRow(1834434000, illumination: 0.4455, newMoon: 1835087840, fullMoon: 1836349560),
    ]

    @Test("illumination within 1 percentage point; the next new and full moons within 10 minutes", arguments: rows)
    func reference(row: MoonRow) {
        #expect(abs(MoonCalculator.illumination(at: row.instant) - row.illumination) <= 0.01)
        #expect(abs(MoonCalculator.nextNewMoon(after: row.instant).secondsSince1970 - row.newMoon.secondsSince1970) <= 600)
        #expect(abs(MoonCalculator.nextFullMoon(after: row.instant).secondsSince1970 - row.fullMoon.secondsSince1970) <= 600)
    }

    @Test("the phase's name and age follow the lunation: new at its start, full halfway, waxing before it")
    func names() {
        let newMoon = Self.rows[0].newMoon
        func phase(_ days: Double) -> MoonPhase {
            MoonCalculator.phase(at: Instant(secondsSince1970: newMoon.secondsSince1970 + days * 86_400))
        }
        #expect(phase(0.2).name == .new && abs(phase(0.2).ageDays - 0.2) < 0.01 && phase(0.2).illumination < 0.02)
        #expect(phase(4).name == .waxingCrescent && phase(4).isWaxing)
        #expect(phase(7.4).name == .firstQuarter && abs(phase(7.4).illumination - 0.5) < 0.08)
        #expect(phase(14.8).name == .full && phase(14.8).illumination > 0.97)
        #expect(phase(22.1).name == .lastQuarter && !phase(22.1).isWaxing)
        #expect(phase(27).name == .waningCrescent)
    }
}
