import Domain

/// The rows under an hourly meteogram's plot: the hours and days, and the wind.
extension HourlyMeteogram {
    /// The hours under the plot at their start, as often as there is room for; each new day with a line where it
    /// starts, and its date as often as there is room for.
    func drawTimes(into markup: inout SVGMarkup) {
        let columns = columns, every = [1, 2, 3, 6, 12, 24].first { Double($0) * columns.columnWidth >= 34 } ?? 24
        let dateEvery = [1, 2, 3, 4, 7].first { Double($0 * 24) * columns.columnWidth >= 64 } ?? 7
        var dayNumber = 0
        for (index, hour) in report.hours.enumerated() {
            if hour.time.hour % every == 0 {
                markup.element("text", ["class": "muted small middle", "x": .number(columns.start(index)), "y": .number(Self.hourLabelY)], text: String(hour.time.clockTime.prefix(2)))
            }
            let startsDay = hour.time.hour == 0 && index > 0
            if startsDay {
                dayNumber += 1
                let x = columns.start(index)
                markup.element("line", ["class": "grid", "x1": .number(x), "y1": .number(frame.plot.top), "x2": .number(x), "y2": .number(Self.dayLabelY + 4)])
            }
            // The first day's date at the left, where there is room before the next day and the plot's end.
            let room = min(Double(24 - hour.time.hour) * columns.columnWidth, frame.right - columns.start(index))
            if (startsDay && dayNumber % dateEvery == 0 && frame.right - columns.start(index) >= 64) || (index == 0 && room >= 64) {
                markup.element("text", ["class": "ink small", "x": .number(columns.start(index) + 4), "y": .number(Self.dayLabelY)], text: words.shortDate(hour.time.date))
            }
        }
    }

    /// The wind under the hours, as often as there is room: an arrow the way it blows, and its speed.
    func drawWind(into markup: inout SVGMarkup) {
        let columns = columns, every = [1, 2, 3, 4, 6, 12, 24].first { Double($0) * columns.columnWidth >= 30 } ?? 24
        markup.element("text", ["class": "muted small end", "x": .number(frame.plot.left - 6), "y": .number(Self.windY + 4)], text: words("column.wind"))
        markup.element("text", ["class": "muted small end", "x": .number(frame.plot.left - 6), "y": .number(Self.windSpeedY)], text: units.windSpeedSymbol)
        for (index, hour) in report.hours.enumerated() where hour.time.hour % every == 0 {
            guard let speed = hour.windSpeed, speed.isFinite else { continue }
            let x = columns.centre(index)
            if let direction = hour.windDirection, direction.isFinite {
                WindArrow.draw(x: x, y: Self.windY, blowingFrom: direction, into: &markup)
            }
            markup.element("text", ["class": "ink small middle", "x": .number(x), "y": .number(Self.windSpeedY)], text: words.number(speed, decimals: 0))
        }
    }
}
