import Domain
import Testing

@Suite("Percentiles, ensemble spreads and climate normals")
struct StatisticsTests {
    /// numpy 2.4 `np.percentile(values, [10, 50, 90])` (linear interpolation, its default), computed independently.
    @Test("percentiles as numpy computes them, odd and even counts, unsorted input", arguments: [
        ([12.4, 9.8, 11.1, 10.5, 13.9, 8.7, 10.0], [9.36, 10.5, 13.0]),
        ([3.2, -1.5, 0.4, 2.2, 1.1, -0.3], [-0.9, 0.75, 2.7]),
        ([5.0], [5.0, 5.0, 5.0]),
    ])
    func percentiles(values: [Double], expected: [Double]) throws {
        for (p, value) in zip([10.0, 50, 90], expected) {
            #expect(abs(try #require(Percentile.of(values, p)) - value) < 1e-9, "p\(p)")
        }
        #expect(Percentile.of(values, 0) == values.min() && Percentile.of(values, 100) == values.max())
        #expect(Percentile.of([], 50) == nil)
    }

    @Test("an hour's spread: members with a null are left out of that quantity; the wet share and amounts as numpy's")
    func spread() throws {
        // Eight members; the fifth gave no precipitation, the third no temperature. numpy over the seven amounts:
        // median 0.1, p90 1.72; four of seven at or above 0.1 mm (57.14 %).
        let spread = EnsembleSpread(
            temperatures: [12.4, 9.8, nil, 11.1, 10.5, 13.9, 8.7, 10.0],
            precipitation: [0.0, 0.05, 0.1, 0.3, nil, 1.2, 0.0, 2.5], wetThreshold: 0.1
        )
        #expect(spread.members == 8 && spread.wetMembers == 4)
        let p10 = try #require(spread.temperatureP10), p90 = try #require(spread.temperatureP90)
        #expect(abs(p10 - 9.36) < 1e-9 && spread.temperatureMedian == 10.5 && abs(p90 - 13.0) < 1e-9)
        #expect(abs(try #require(spread.precipitationProbability) - 400.0 / 7) < 1e-9)
        let median = try #require(spread.precipitationMedian), wettest = try #require(spread.precipitationP90)
        #expect(abs(median - 0.1) < 1e-9 && abs(wettest - 1.72) < 1e-9)
        let empty = EnsembleSpread(temperatures: [nil, nil], precipitation: [nil], wetThreshold: 1)
        #expect(empty.members == 0 && empty.temperatureMedian == nil && empty.precipitationProbability == nil)
    }

    /// Observations from 25 December 1990 to 7 January 2021, each value made from its date so the mean of a window
    /// is known by hand.
    static func normals(_ value: (LocalDate) -> Double?) -> ClimateNormals {
        let first = ClimateNormals.firstDateNeeded, last = ClimateNormals.lastDateNeeded
        let dates = (first.daysSinceEpoch...last.daysSinceEpoch).map(LocalDate.init(daysSinceEpoch:))
        return ClimateNormals(firstDate: first, highs: dates.map(value), lows: dates.map { value($0).map { $0 - 10 } })
    }

    @Test("the mean over 1991–2020 of ±7 days: a value that is the year averages 2005.5; outside years do not count")
    func years() throws {
        let normal = Self.normals { Double($0.year) }.normal(month: 6, day: 15)
        #expect(normal.temperatureMax == 2005.5 && normal.temperatureMin == 1995.5)
    }

    @Test("the window is ±7 days, across the new year: 3 January's includes 27–31 December of the year before")
    func window() throws {
        // The value is the day's distance from New Year's Day, negative before it: 3 January's window runs from
        // 27 December (−5) to 10 January (9), whose mean is 2 in every year.
        let normals = Self.normals { date in
            let newYear = LocalDate(year: date.month == 12 ? date.year + 1 : date.year, month: 1, day: 1)!
            return Double(date.daysSinceEpoch - newYear.daysSinceEpoch)
        }
        #expect(normals.normal(month: 1, day: 3).temperatureMax == 2)
        #expect(normals.normal(month: 12, day: 30).temperatureMax == -2, "23 Dec (−9) to 6 Jan (5)")
    }

    @Test("29 February's window is 28 February's moved one day on; a missing value is left out, not taken as 0")
    func leapDay() throws {
        // The value is the day of the year: 28 February's window averages 59 (day 59 is 28 Feb), 29 February's 60
        // in common years; in leap years 29 Feb is day 60 and the window's mean is 60 there too.
        let normals = Self.normals { date in
            Double(date.daysSinceEpoch - LocalDate(year: date.year, month: 1, day: 1)!.daysSinceEpoch + 1)
        }
        #expect(normals.normal(month: 2, day: 28).temperatureMax.map { abs($0 - 59) < 1e-9 } == true)
        #expect(normals.normal(month: 2, day: 29).temperatureMax.map { abs($0 - 60) < 1e-9 } == true)
        let gappy = Self.normals { $0.day == 15 ? nil : 1 }
        #expect(gappy.normal(month: 6, day: 15).temperatureMax == 1)
        let none = ClimateNormals(firstDate: LocalDate(year: 2030, month: 1, day: 1)!, highs: [5], lows: [1])
        #expect(none.normal(month: 1, day: 1).temperatureMax == nil)
    }
}
