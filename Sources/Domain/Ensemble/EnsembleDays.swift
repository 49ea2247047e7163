extension EnsembleForecast {
    /// The members' spread day by day: over each member's highest temperature and its total precipitation of the
    /// day, a member counting as wet at `wetThreshold` or more (1 mm). A member with a missing hour in a day is left
    /// out of that day's figures for that quantity. Days in the order of ``times``.
    public func dailySpreads(wetThreshold: Double) -> [EnsembleDay] {
        var days: [(date: LocalDate, hours: Range<Int>)] = []
        for (index, time) in times.enumerated() {
            if let last = days.last, last.date == time.date {
                days[days.count - 1].hours = last.hours.lowerBound..<(index + 1)
            } else {
                days.append((time.date, index..<(index + 1)))
            }
        }
        return days.map { day in
            let highs = temperature.map { member in Self.whole(member, day.hours)?.max() }
            let sums = precipitation.map { member in Self.whole(member, day.hours).map { $0.reduce(0, +) } }
            return EnsembleDay(date: day.date, spread: EnsembleSpread(temperatures: highs, precipitation: sums, wetThreshold: wetThreshold))
        }
    }

    /// A member's values over `hours`, or `nil` when any of them is missing.
    static func whole(_ member: [Double?], _ hours: Range<Int>) -> [Double]? {
        guard hours.upperBound <= member.count else { return nil }
        let values = member[hours].compactMap { $0 }
        return values.count == hours.count ? values : nil
    }
}
