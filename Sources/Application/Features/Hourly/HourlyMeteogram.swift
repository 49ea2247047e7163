import Domain

/// `hourly --format svg`: a place's hours as a meteogram, as yr.no draws one. Across the plot, the hours run left to
/// right in every language: night shaded between the place's sunset and sunrise, the warnings in force as a strip
/// along the top, precipitation as bars on their own scale (right), shaded by their chance, the nowcast's next two
/// hours beside them, the ensemble's 10th–90th percentile as a band around the temperature's curve (left scale), and
/// a line at now. Under it, the hours and days, then the wind: an arrow the way it blows, and its speed.
struct HourlyMeteogram {
    /// The hours.
    let report: HourlyForecastReport
    /// What is shown beside them: the warnings, the ensemble, the nowcast, the Sun's times.
    let extras: PlaceExtras
    /// The language, and now.
    let page: Page

    private let frame = MeteogramFrame(plot: (MeteogramFrame.left, 72, MeteogramFrame.width, 196))
    private static let hourLabelY = 283.0, dayLabelY = 298.0, windY = 318.0, windSpeedY = 341.0, keyY = 368.0

    init(report: HourlyForecastReport, extras: PlaceExtras, page: Page) {
        self.report = report
        self.extras = extras
        self.page = page
    }

    private var words: Catalogue { page.words }
    private var units: Units { report.units }
    private var columns: PictureColumns {
        PictureColumns(
            left: frame.plot.left, width: frame.plot.width, count: report.hours.count, firstMinute: report.hours.first?.time.minutesSinceEpoch ?? 0,
            minutesPerColumn: 60
        )
    }
    /// The place's clock for instants: at the offsets the Sun's and the nowcast's times were read with.
    private var clock: PlaceClock {
        PlaceClock(offsets: (extras.sun?.utcOffsets ?? [:]).merging(extras.nowcast?.utcOffsets ?? [:]) { first, _ in first })
    }

    /// The place and what is shown, as the table's header says them.
    var header: ReportHeader { ReportHeader(report: report, detail: TableViewModel.hoursDetail(report, words: words), now: page.now, words: words) }

    /// What a screen reader says of the panel: where and what, the temperature's and precipitation's ranges, the
    /// warnings, and the nowcast's outlook.
    var description: String {
        let temperature = HourlyCurves.range(report.hours.map(\.temperature), decimals: 0, words: words) { words.degrees(formatted: $0, units.temperatureSymbol) }
        let precipitation = HourlyCurves.range(report.hours.map(\.precipitation), decimals: units.precipitation.decimals, words: words) {
            words.quantity(formatted: $0, unit: units.precipitationSymbol)
        }
        let parts = [header.title, header.subtitle, words("chart.temperature") + " " + temperature, words("chart.precipitation") + " " + precipitation]
            + shownAlerts.map { AlertText.named($0, words: words) } + [extras.nowcast.map { NowcastText.summary($0, words: words) }].compactMap { $0 }
        return parts.joined(separator: ". ")
    }

    /// The panel.
    func draw() -> SVGMarkup {
        var markup = SVGMarkup(isolatesRightToLeft: words.language.isRightToLeft, reservingCapacity: 24_000)
        MeteogramFrame.header(header, into: &markup)
        frame.background(columns: report.hours.count, into: &markup)
        guard !report.hours.isEmpty else { return markup }
        let spreads = report.hours.map { extras.ensemble?.spread(at: $0.time) }
        let temperatures = PictureScale(
            covering: report.hours.compactMap(\.temperature) + spreads.flatMap { [$0?.temperatureP10, $0?.temperatureP90].compactMap { $0 } },
            from: frame.bottom - 8, to: frame.plot.top + 18, minimumSpan: 5
        )
        let nowcastRates = (extras.nowcast?.steps ?? []).compactMap(\.precipitationRate).map { NowcastText.rateValue($0, units: units) }
        let precipitation = PictureScale(
            covering: report.hours.compactMap(\.precipitation) + nowcastRates, from: frame.bottom, to: frame.plot.top + frame.plot.height * 0.4,
            minimumSpan: units.precipitation == .millimetres ? 2 : 0.1, floor: 0, tickCount: 2
        )
        drawNights(into: &markup)
        frame.temperatureAxis(temperatures, units: units, words: words, into: &markup)
        drawPrecipitationAxis(precipitation, into: &markup)
        drawDays(into: &markup)
        drawAlerts(into: &markup)
        drawPrecipitation(precipitation, into: &markup)
        drawNowcast(precipitation, into: &markup)
        drawBand(spreads, scale: temperatures, into: &markup)
        drawTemperature(temperatures, into: &markup)
        drawNow(into: &markup)
        drawWind(into: &markup)
        MeteogramFrame.footer(key: key, credits: credits, y: Self.keyY, into: &markup)
        return markup
    }

    /// The hours between sunset and sunrise, from the Sun's times at the place; without them, the hours the service
    /// says are night.
    private func drawNights(into markup: inout SVGMarkup) {
        let columns = columns
        for night in nights() {
            let start = columns.position(ofMinute: night.lowerBound), end = columns.position(ofMinute: night.upperBound)
            guard end > start else { continue }
            markup.element("rect", [
                "class": "night", "x": .number(start), "y": .number(frame.plot.top), "width": .number(end - start), "height": .number(frame.plot.height),
            ])
        }
    }

    /// The nights as spans of local minutes: from each sunset to the next sunrise (a polar night whole, a polar day
    /// none).
    private func nights() -> [Range<Int>] {
        let first = columns.firstMinute, last = first + report.hours.count * 60
        guard let sun = extras.sun else {
            return report.hours.filter { $0.isDay == false }.map { $0.time.minutesSinceEpoch..<($0.time.minutesSinceEpoch + 60) }
        }
        // Daylight spans, each date's sunrise to sunset; the nights are what lies between them.
        var daylight: [Range<Int>] = []
        for day in [sun.dayBefore] + sun.days {
            let midnight = day.date.daysSinceEpoch * 1440
            switch (day.sunrise, day.sunset, day.polar) {
            case (_, _, .day?): daylight.append(midnight..<(midnight + 1440))
            case (_, _, .night?): continue
            case let (sunrise?, sunset?, nil):
                let rise = sun.localTime(sunrise).minutesSinceEpoch, set = sun.localTime(sunset).minutesSinceEpoch
                if rise < set { daylight.append(rise..<set) }
            default: continue
            }
        }
        var nights: [Range<Int>] = [], cursor = first
        for day in daylight.sorted(by: { $0.lowerBound < $1.lowerBound }) where day.upperBound > cursor {
            if day.lowerBound > cursor { nights.append(cursor..<min(day.lowerBound, last)) }
            cursor = max(cursor, day.upperBound)
        }
        if cursor < last { nights.append(cursor..<last) }
        return nights.filter { !$0.isEmpty && $0.lowerBound < last }
    }

    private func drawPrecipitationAxis(_ scale: PictureScale, into markup: inout SVGMarkup) {
        // Whole numbers where the ticks are whole (2, 4 mm); else the unit's decimals (0.05 in).
        let decimals = scale.ticks.allSatisfy { $0 == $0.rounded() } ? 0 : units.precipitation.decimals
        for tick in scale.ticks where tick > 0 {
            markup.element("text", ["class": "muted small", "x": .number(frame.right + 6), "y": .number(scale.position(tick) + 3.5)], text: words.number(tick, decimals: decimals))
        }
        markup.element("text", ["class": "muted small", "x": .number(frame.right + 6), "y": .number(frame.plot.top - 8)], text: units.precipitationSymbol)
    }

    /// The hours under the plot, as often as there is room for, and each new day with a line where it starts.
    private func drawDays(into markup: inout SVGMarkup) {
        let columns = columns, every = [1, 2, 3, 6, 12, 24].first { Double($0) * columns.columnWidth >= 34 } ?? 24
        for (index, hour) in report.hours.enumerated() {
            if hour.time.hour % every == 0 {
                markup.element("text", ["class": "muted small middle", "x": .number(columns.centre(index)), "y": .number(Self.hourLabelY)], text: String(hour.time.clockTime.prefix(2)))
            }
            let startsDay = hour.time.hour == 0 && index > 0
            if startsDay {
                let x = columns.start(index)
                markup.element("line", ["class": "grid", "x1": .number(x), "y1": .number(frame.plot.top), "x2": .number(x), "y2": .number(Self.dayLabelY + 4)])
            }
            // A day's name where it starts, and at the left for the first day, where there is room before the next day
            // and the plot's end.
            let room = min(Double(24 - hour.time.hour) * columns.columnWidth, frame.right - columns.start(index))
            if (startsDay || index == 0) && room >= 64 {
                markup.element("text", ["class": "ink small", "x": .number(columns.start(index) + 4), "y": .number(Self.dayLabelY)], text: words.shortDate(hour.time.date))
            }
        }
    }

    /// The warnings in force as a strip along the top, each from its start (or now) to its end (or the last hour),
    /// named above the plot where it starts, as far as there is room before the next name.
    private func drawAlerts(into markup: inout SVGMarkup) {
        let columns = columns, clock = clock
        let spans: [(alert: WeatherAlert, left: Double, right: Double)] = shownAlerts.compactMap { alert in
            let start = alert.onset.map { clock.local($0).minutesSinceEpoch } ?? columns.firstMinute
            let end = alert.validUntil.map { clock.local($0).minutesSinceEpoch } ?? (columns.firstMinute + columns.count * 60)
            let left = columns.position(ofMinute: start), right = columns.position(ofMinute: end)
            return right > left ? (alert, left, right) : nil
        }
        var nameEnds = frame.plot.left
        for span in spans.sorted(by: { $0.left < $1.left }) {
            markup.element("rect", ["class": "alert", "x": .number(span.left), "y": .number(frame.plot.top + 2), "width": .number(span.right - span.left), "height": 7])
            let x = max(span.left, nameEnds + 8), room = Int((frame.right - x) / MeteogramFrame.cellWidth)
            guard room >= 8 else { continue }
            let name = MeteogramFrame.fitted(AlertText.named(span.alert, words: words), cells: room)
            markup.element("text", ["class": "alert-label small", "x": .number(x), "y": .number(frame.plot.top - 6)], text: name)
            nameEnds = x + Double(name.displayWidth) * MeteogramFrame.cellWidth
        }
    }

    /// The warnings drawn: in force, not cancelled, at most three.
    private var shownAlerts: [WeatherAlert] {
        Array((extras.alerts?.alerts ?? []).filter { !$0.isCancellation }.prefix(3))
    }

    /// A bar an hour with precipitation, as opaque as its chance is high (a quarter at least).
    private func drawPrecipitation(_ scale: PictureScale, into markup: inout SVGMarkup) {
        let columns = columns, gap = min(1.5, columns.columnWidth * 0.15)
        for (index, hour) in report.hours.enumerated() {
            guard let amount = hour.precipitation, amount > 0, amount.isFinite else { continue }
            let top = min(scale.position(amount), frame.bottom - 1.5)
            let chance = hour.precipitationProbability.map { min(max($0 / 100, 0.25), 1) } ?? 1
            markup.element("rect", [
                "class": "precipitation", "x": .number(columns.start(index) + gap), "y": .number(top), "width": .number(max(columns.columnWidth - 2 * gap, 0.8)),
                "height": .number(frame.bottom - top), "fill-opacity": .number(chance) ,
            ])
        }
    }

    /// The nowcast's steps, on precipitation's scale (a rate in an hour is an amount an hour), as narrow bars over the
    /// first hours.
    private func drawNowcast(_ scale: PictureScale, into markup: inout SVGMarkup) {
        guard let nowcast = extras.nowcast else { return }
        let columns = columns
        for step in nowcast.steps {
            guard let rate = step.precipitationRate, rate > 0 else { continue }
            let start = nowcast.localTime(step.time).minutesSinceEpoch
            let left = columns.position(ofMinute: start), right = columns.position(ofMinute: start + nowcast.stepMinutes)
            let top = min(scale.position(NowcastText.rateValue(rate, units: units)), frame.bottom - 1.5)
            guard right > left else { continue }
            markup.element("rect", ["class": "nowcast", "x": .number(left), "y": .number(top), "width": .number(right - left), "height": .number(frame.bottom - top)])
        }
    }

    /// The ensemble's 10th–90th percentile as a band, one shape for each run of hours it is known for.
    private func drawBand(_ spreads: [EnsembleSpread?], scale: PictureScale, into markup: inout SVGMarkup) {
        let columns = columns
        for run in Self.runs(spreads.map(EnsembleText.band)) {
            let upper = run.map { (columns.centre($0.index), scale.position($0.value.high)) }
            let lower = run.reversed().map { (columns.centre($0.index), scale.position($0.value.low)) }
            markup.element("polygon", ["class": "band", "points": .word(SVGNumber.points(upper + lower))])
        }
    }

    /// The temperature's curve through each hour's middle, broken where an hour is not known.
    private func drawTemperature(_ scale: PictureScale, into markup: inout SVGMarkup) {
        let columns = columns
        for run in Self.runs(report.hours.map(\.temperature)) {
            let points = run.map { (columns.centre($0.index), scale.position($0.value)) }
            markup.element("polyline", ["class": "temperature", "points": .word(SVGNumber.points(points.count == 1 ? points + points : points))])
        }
    }

    /// A dashed line at now, with the time.
    private func drawNow(into markup: inout SVGMarkup) {
        let now = clock.local(page.now), columns = columns
        guard extras.sun != nil || extras.nowcast != nil, columns.contains(minute: now.minutesSinceEpoch) else { return }
        let x = columns.position(ofMinute: now.minutesSinceEpoch)
        markup.element("line", ["class": "now", "x1": .number(x), "y1": .number(frame.plot.top), "x2": .number(x), "y2": .number(frame.bottom)])
        markup.element("text", ["class": "now-label small", "x": .number(x + 4), "y": .number(frame.plot.top + 22)], text: words("detail.now", ["time": now.clockTime]))
    }

    /// The wind under the hours, as often as there is room: an arrow the way it blows, and its speed.
    private func drawWind(into markup: inout SVGMarkup) {
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

    /// What the colours stand for.
    private var key: [MeteogramFrame.KeyEntry] {
        var key: [MeteogramFrame.KeyEntry] = [
            MeteogramFrame.KeyEntry(style: "temperature", swatch: .line, label: words("chart.temperature")),
            MeteogramFrame.KeyEntry(style: "precipitation", swatch: .box, label: words("chart.precipitation")),
        ]
        if extras.ensemble != nil { key.append(.init(style: "band", swatch: .box, label: words("column.ensemble_temperature") + " P10…P90")) }
        if let nowcast = extras.nowcast { key.append(.init(style: "nowcast", swatch: .box, label: NowcastText.method(nowcast, words: words))) }
        return key
    }

    /// The report's sources, then those of what is shown beside it, and the Sun's computation.
    private var credits: String {
        let own = ReportHeader(report: report, detail: "", now: page.now, words: words).credits
        return [ReportHeader.credits(own, adding: extras.sources), extras.sun.map { _ in words("sun.credit") }].compactMap { $0 }.joined(separator: " · ")
    }

    /// The runs of consecutive known values, each value with its index.
    static func runs<Value>(_ values: [Value?]) -> [[(index: Int, value: Value)]] {
        var runs: [[(index: Int, value: Value)]] = [], current: [(index: Int, value: Value)] = []
        for (index, value) in values.enumerated() {
            if let value { current.append((index, value)) } else if !current.isEmpty { runs.append(current); current = [] }
        }
        if !current.isEmpty { runs.append(current) }
        return runs
    }
}
