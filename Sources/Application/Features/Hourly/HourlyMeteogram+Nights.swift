import Domain

/// The nights an hourly meteogram shades: between the place's sunset and sunrise, from the Sun's days.
extension HourlyMeteogram {
    /// The hours between sunset and sunrise, from the Sun's days at the place; without them, the hours the service
    /// says are night.
    func drawNights(into markup: inout SVGMarkup) {
        let columns = columns
        for night in nights(columns) {
            let start = columns.position(ofMinute: night.lowerBound), end = columns.position(ofMinute: night.upperBound)
            guard end > start else { continue }
            markup.element("rect", [
                "class": "night", "x": .number(start), "y": .number(frame.plot.top), "width": .number(end - start), "height": .number(frame.plot.height),
            ])
        }
    }

    /// The nights within the columns, as spans of local minutes: what lies between the days' daylight.
    func nights(_ columns: PictureColumns) -> [Range<Int>] {
        guard let sun = extras[SunExtra.self] else {
            return report.hours.filter { $0.isDay == false }.map { $0.time.minutesSinceEpoch..<($0.time.minutesSinceEpoch + 60) }
        }
        var nights: [Range<Int>] = [], cursor = columns.firstMinute
        for day in Self.daylight(sun) where day.upperBound > cursor {
            if day.lowerBound > cursor { nights.append(cursor..<min(day.lowerBound, columns.endMinute)) }
            cursor = max(cursor, day.upperBound)
        }
        if cursor < columns.endMinute { nights.append(cursor..<columns.endMinute) }
        return nights.filter { !$0.isEmpty }
    }

    /// Each date's daylight in local minutes, in order: sunrise to sunset; the whole date in a polar day, none in a
    /// polar night; from midnight to sunset, or sunrise to midnight, where the Sun only sets or only rises that date.
    private static func daylight(_ sun: SunReport) -> [Range<Int>] {
        ([sun.dayBefore] + sun.days).compactMap { day -> Range<Int>? in
            let midnight = day.date.daysSinceEpoch * 1440
            if day.polar == .day { return midnight..<(midnight + 1440) }
            if day.polar == .night { return nil }
            let rise = day.sunrise.map { sun.localTime($0).minutesSinceEpoch } ?? midnight
            let set = day.sunset.map { sun.localTime($0).minutesSinceEpoch } ?? (midnight + 1440)
            return day.sunrise == nil && day.sunset == nil || rise >= set ? nil : rise..<set
        }.sorted { $0.lowerBound < $1.lowerBound }
    }
}
