import Domain

/// `hourly --format svg`: a place's hours as a meteogram, as yr.no draws one, an hour a column as in the table.
/// Across the plot, the hours run left to right in every language: night shaded between the place's sunset and
/// sunrise, the warnings in force as a strip along the top (named above it), precipitation as bars filling their hour
/// on their own scale (right), shaded by their chance, the nowcast's next two hours beside them, the ensemble's
/// 10th–90th percentile as a band around the temperature's curve (left scale; each hour's value in its column's
/// middle), and a line at now. Under it, the hours (at their start) and days, then the wind: an arrow the way it
/// blows, and its speed.
struct HourlyMeteogram: Meteogram {
    /// The hours.
    let report: HourlyForecastReport
    /// What is shown beside them: the warnings, the ensemble, the nowcast, the Sun's days.
    let extras: PlaceExtras
    /// The language, and now.
    let page: Page

    static let frame = MeteogramFrame(plot: (MeteogramFrame.left, 72, MeteogramFrame.width, 196))
    /// Where the rows under the plot stand: the hours, the days, the wind's arrows and speeds, the key.
    static let hourLabelY = 283.0, dayLabelY = 298.0, windY = 318.0, windSpeedY = 341.0, keyY = 364.0

    var frame: MeteogramFrame { Self.frame }
    var words: Catalogue { page.words }
    var units: Units { report.units }
    var columns: PictureColumns {
        PictureColumns(left: frame.plot.left, width: frame.plot.width, starts: report.hours.map(\.time.minutesSinceEpoch), minutesPerColumn: 60)
    }

    /// The place's clock for instants: at the offsets the Sun's, the nowcast's and the warnings' times were read with.
    private var clock: PlaceClock {
        PlaceClock(offsets: [extras[SunExtra.self]?.utcOffsets, extras[NowcastExtra.self]?.utcOffsets, extras[AlertsExtra.self]?.utcOffsets].compactMap { $0 }.reduce(into: [:]) { all, offsets in
            all.merge(offsets) { first, _ in first }
        })
    }

    var header: ReportHeader { ReportHeader(report: report, detail: TableViewModel.hoursDetail(report, words: words), now: page.reading, words: words) }

    /// Where and what, the temperature's and precipitation's ranges, the warnings, and the nowcast's outlook.
    var description: String {
        let temperature = words.range(report.hours.map(\.temperature), decimals: 0) { words.degrees(formatted: $0, units.temperatureSymbol) }
        let precipitation = words.range(report.hours.map(\.precipitation), decimals: units.precipitation.decimals) {
            words.quantity(formatted: $0, unit: units.precipitationSymbol)
        }
        let alerts = AlertsExtra.pictured(in: extras).map { AlertText.named($0, words: words) }
        let parts = [header.title, header.subtitle, words("chart.temperature") + " " + temperature, words("chart.precipitation") + " " + precipitation]
            + alerts + [extras[NowcastExtra.self].map { NowcastText.summary($0, words: words) }].compactMap { $0 }
        return parts.joined(separator: ". ")
    }

    func draw() -> SVGMarkup {
        var markup = SVGMarkup(isolatesRightToLeft: words.language.isRightToLeft, reservingCapacity: 24_000)
        MeteogramFrame.header(header, into: &markup)
        frame.background(columns: report.hours.count, into: &markup)
        MeteogramFrame.footer(key: key, credits: credits, y: Self.keyY, into: &markup)
        guard !report.hours.isEmpty else { return markup }
        let spreads = report.hours.map { extras[EnsembleExtra.self]?.spread(at: $0.time) }
        let temperatures = PictureScale(
            covering: report.hours.compactMap(\.temperature) + spreads.flatMap { [$0?.temperatureP10, $0?.temperatureP90].compactMap { $0 } },
            from: frame.bottom - 8, to: frame.plot.top + 18, minimumSpan: 5
        )
        let nowcastRates = (extras[NowcastExtra.self]?.steps ?? []).compactMap(\.precipitationRate).map { NowcastText.rateValue($0, units: units) }
        let precipitation = PictureScale(
            covering: report.hours.compactMap(\.precipitation) + nowcastRates, from: frame.bottom, to: frame.plot.top + frame.plot.height * 0.4,
            minimumSpan: units.precipitation == .millimetres ? 2 : 0.1, floor: 0, tickCount: 2
        )
        drawNights(into: &markup)
        frame.temperatureAxis(temperatures, units: units, words: words, into: &markup)
        drawPrecipitationAxis(precipitation, into: &markup)
        drawTimes(into: &markup)
        drawAlerts(into: &markup)
        drawPrecipitation(precipitation, into: &markup)
        drawNowcast(precipitation, into: &markup)
        drawBand(spreads, scale: temperatures, into: &markup)
        drawTemperature(temperatures, into: &markup)
        drawNow(into: &markup)
        drawWind(into: &markup)
        return markup
    }

    private func drawPrecipitationAxis(_ scale: PictureScale, into markup: inout SVGMarkup) {
        // Whole numbers where the ticks are whole (2, 4 mm); else the unit's decimals (0.05 in).
        let decimals = scale.ticks.allSatisfy { $0 == $0.rounded() } ? 0 : units.precipitation.decimals
        for tick in scale.ticks where tick > 0 {
            markup.element("text", ["class": "muted small", "x": .number(frame.right + 6), "y": .number(scale.position(tick) + 3.5)], text: words.number(tick, decimals: decimals))
        }
        markup.element("text", ["class": "muted small", "x": .number(frame.right + 6), "y": .number(frame.plot.top - 8)], text: units.precipitationSymbol)
    }

    /// The warnings' strip, each named above the plot where it starts, as far as there is room before the next name.
    private func drawAlerts(into markup: inout SVGMarkup) {
        let drawn = AlertsExtra.drawn(in: extras, columns: columns, clock: clock)
        AlertsExtra.drawStrip(drawn, on: frame, into: &markup)
        var nameEnds = frame.plot.left
        for warning in drawn {
            let x = max(warning.stretch.left, nameEnds + 8), room = Int((frame.right - x) / MeteogramFrame.cellWidth)
            guard room >= 8 else { continue }
            let name = MeteogramFrame.fitted(AlertText.named(warning.alert, words: words), cells: room)
            markup.element("text", ["class": "alert-label small", "x": .number(x), "y": .number(frame.plot.top - 6)], text: name)
            nameEnds = x + Double(name.displayWidth) * MeteogramFrame.cellWidth
        }
    }

    /// A bar an hour with precipitation, filling its column, as opaque as its chance is high (a quarter at least).
    private func drawPrecipitation(_ scale: PictureScale, into markup: inout SVGMarkup) {
        let columns = columns, gap = min(1.5, columns.columnWidth * 0.15)
        for (index, hour) in report.hours.enumerated() {
            guard let amount = hour.precipitation, amount > 0, amount.isFinite else { continue }
            let top = min(scale.position(amount), frame.bottom - 1.5)
            let chance = hour.precipitationProbability.map { min(max($0 / 100, 0.25), 1) } ?? 1
            markup.element("rect", [
                "class": "precipitation", "x": .number(columns.start(index) + gap), "y": .number(top), "width": .number(max(columns.columnWidth - 2 * gap, 0.8)),
                "height": .number(frame.bottom - top), "fill-opacity": .number(chance),
            ])
        }
    }

    /// The nowcast's steps on precipitation's scale (a rate for an hour is an amount in an hour), each over its minutes.
    private func drawNowcast(_ scale: PictureScale, into markup: inout SVGMarkup) {
        guard let nowcast = extras[NowcastExtra.self] else { return }
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

    /// The ensemble's 10th–90th percentile as a band, one shape for each run of hours it is known for (a lone hour
    /// as wide as its column).
    private func drawBand(_ spreads: [EnsembleSpread?], scale: PictureScale, into markup: inout SVGMarkup) {
        for run in Self.runs(spreads.map(EnsembleText.band)) {
            let upper = points(of: run) { scale.position($0.high) }
            let lower = points(of: run) { scale.position($0.low) }.reversed()
            markup.element("polygon", ["class": "band", "points": .word(SVGNumber.points(upper + lower))])
        }
    }

    /// The temperature's curve through each hour's middle, broken where an hour is not known (a lone hour drawn as a
    /// dash across its column).
    private func drawTemperature(_ scale: PictureScale, into markup: inout SVGMarkup) {
        for run in Self.runs(report.hours.map(\.temperature)) {
            markup.element("polyline", ["class": "temperature", "points": .word(SVGNumber.points(points(of: run) { scale.position($0) }))])
        }
    }

    /// A run's points at its hours' middles, at the height `y` gives; a run of one hour, across its column.
    private func points<Value>(of run: [(index: Int, value: Value)], y: (Value) -> Double) -> [(x: Double, y: Double)] {
        let columns = columns
        guard run.count == 1, let only = run.first else { return run.map { (columns.centre($0.index), y($0.value)) } }
        return [(columns.start(only.index), y(only.value)), (columns.start(only.index) + columns.columnWidth, y(only.value))]
    }

    /// A dashed line at now, with the time.
    private func drawNow(into markup: inout SVGMarkup) {
        let now = clock.local(page.now), columns = columns
        guard extras[SunExtra.self] != nil || extras[NowcastExtra.self] != nil, columns.contains(minute: now.minutesSinceEpoch) else { return }
        let x = columns.position(ofMinute: now.minutesSinceEpoch)
        markup.element("line", ["class": "now", "x1": .number(x), "y1": .number(frame.plot.top), "x2": .number(x), "y2": .number(frame.bottom)])
        markup.element("text", ["class": "now-label small", "x": .number(x + 4), "y": .number(frame.plot.top + 22)], text: words("detail.now", ["time": now.clockTime]))
    }

    /// What the colours stand for.
    private var key: [MeteogramFrame.KeyEntry] {
        var key: [MeteogramFrame.KeyEntry] = [
            MeteogramFrame.KeyEntry(style: "temperature", swatch: .line, label: words("chart.temperature")),
            MeteogramFrame.KeyEntry(style: "precipitation", swatch: .box, label: words("chart.precipitation")),
        ]
        if extras[EnsembleExtra.self] != nil { key.append(.init(style: "band", swatch: .box, label: words("column.ensemble_temperature") + " P10…P90")) }
        if let nowcast = extras[NowcastExtra.self] { key.append(.init(style: "nowcast", swatch: .box, label: NowcastText.method(nowcast, words: words))) }
        return key
    }

    /// The report's sources, then those of what is shown beside it (the warnings' too), and the Sun's computation.
    private var credits: String {
        let own = ReportHeader.credits(header.credits, adding: extras.sources + [extras[AlertsExtra.self]?.source].compactMap { $0 })
        return [own, extras[SunExtra.self].map { _ in words("sun.credit") }].compactMap { $0 }.joined(separator: " · ")
    }

    /// The runs of consecutive known values, each value with its index.
    private static func runs<Value>(_ values: [Value?]) -> [[(index: Int, value: Value)]] {
        var runs: [[(index: Int, value: Value)]] = [], current: [(index: Int, value: Value)] = []
        for (index, value) in values.enumerated() {
            if let value { current.append((index, value)) } else if !current.isEmpty { runs.append(current); current = [] }
        }
        if !current.isEmpty { runs.append(current) }
        return runs
    }
}
