internal import Domain

/// The items of a forecast series grouped into the local dates they fall on, the dates in the order they first
/// appear: how every provider whose answer is steps or periods (MET Norway, OpenWeatherMap's free plan, the NWS)
/// makes days.
struct LocalDays<Item> {
    /// The dates, in the order they first appeared.
    private(set) var dates: [LocalDate] = []
    private var itemsByDate: [LocalDate: [Item]] = [:]

    /// Adds `item` to `date`'s items.
    mutating func add(_ item: Item, on date: LocalDate) {
        if itemsByDate[date] == nil { dates.append(date) }
        itemsByDate[date, default: []].append(item)
    }

    /// The first `count` dates, each with its items in the order they were added.
    func prefix(_ count: Int) -> [(date: LocalDate, items: [Item])] {
        dates.prefix(count).map { date in (date, itemsByDate[date] ?? []) }
    }
}

extension Sequence {
    /// The element with the highest speed among those that have one; the first of equals.
    func windiest(by speed: (Element) -> Double?) -> Element? {
        filter { speed($0) != nil }.max { (speed($0) ?? 0) < (speed($1) ?? 0) }
    }

    /// The element whose local time is nearest noon on `date`; the first of equals.
    func nearestNoon(of date: LocalDate, time: (Element) -> LocalDateTime) -> Element? {
        let noon = date.daysSinceEpoch * 1440 + 12 * 60
        return self.min { abs(time($0).minutesSinceEpoch - noon) < abs(time($1).minutesSinceEpoch - noon) }
    }
}
