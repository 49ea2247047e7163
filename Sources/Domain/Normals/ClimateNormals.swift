/// The 1991–2020 normal of a calendar date at a place, from 30 years of daily observations: the mean, over the
/// years, of the days from 7 before to 7 after that month and day (15 days a year, 450 in all); 29 February's window
/// is 28 February's moved one day on. A missing value is left out of the mean.
public struct ClimateNormals: Sendable, Hashable {
    /// The years a normal is taken over.
    public static let years = 1991...2020
    /// Days either side of the date.
    public static let halfWindow = 7

    /// The first date the observations must cover for every window (25 December 1990).
    public static var firstDateNeeded: LocalDate { LocalDate(daysSinceEpoch: LocalDate(year: years.lowerBound, month: 1, day: 1)!.daysSinceEpoch - halfWindow) }
    /// The last date they must cover (7 January 2021: the end of 31 December 2020's window).
    public static var lastDateNeeded: LocalDate { LocalDate(daysSinceEpoch: LocalDate(year: years.upperBound, month: 12, day: 31)!.daysSinceEpoch + halfWindow) }

    /// The first observation's day number, and each day's highest and lowest temperature from it on.
    private let firstDay: Int
    private let highs: [Double?]
    private let lows: [Double?]

    /// Normals over daily observations that start on `firstDate`, one high and one low a day, in order.
    public init(firstDate: LocalDate, highs: [Double?], lows: [Double?]) {
        firstDay = firstDate.daysSinceEpoch
        self.highs = highs
        self.lows = lows
    }

    /// The normal high and low of `month` and `day` (any year's date: only its month and day count); `nil` where no
    /// observation falls in any of its windows.
    public func normal(month: Int, day: Int) -> (temperatureMax: Double?, temperatureMin: Double?) {
        var highSum = 0.0, highCount = 0, lowSum = 0.0, lowCount = 0
        for year in Self.years {
            guard let centre = Self.centre(month: month, day: day, year: year) else { continue }
            for offset in -Self.halfWindow...Self.halfWindow {
                let index = centre + offset - firstDay
                guard index >= 0 else { continue }
                if index < highs.count, let high = highs[index] { highSum += high; highCount += 1 }
                if index < lows.count, let low = lows[index] { lowSum += low; lowCount += 1 }
            }
        }
        return (highCount > 0 ? highSum / Double(highCount) : nil, lowCount > 0 ? lowSum / Double(lowCount) : nil)
    }

    /// The day number a window is centred on in `year`: the date itself, or for 29 February, 28 February's next day.
    private static func centre(month: Int, day: Int, year: Int) -> Int? {
        if month == 2, day == 29 { return LocalDate(year: year, month: 2, day: 28).map { $0.daysSinceEpoch + 1 } }
        return LocalDate(year: year, month: month, day: day)?.daysSinceEpoch
    }
}
