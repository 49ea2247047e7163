import Domain

/// `daily --format svg`: a place's days as a meteogram, a column a day, left to right in every language: the date and
/// the condition drawn as a symbol; the day's range from low to high as a bar on one scale for all the days (the
/// table's range bar), over the ensemble's band when asked; precipitation as a bar with its amount and chance; and
/// under the plot the sunrise and sunset.
struct DailyMeteogram {
    /// The days.
    let report: DailyForecastReport
    /// What is shown beside them: the ensemble, the warnings.
    let extras: PlaceExtras
    /// The language, and now.
    let page: Page

    private let frame = MeteogramFrame(plot: (MeteogramFrame.left, 54, MeteogramFrame.width, 282))
    private static let dateY = 68.0, symbolY = 93.0, rangeBottom = 232.0, rangeTop = 132.0
    private static let rainBaseline = 300.0, rainTop = 264.0, chanceY = 313.0, sunriseY = 351.0, sunsetY = 365.0, keyY = 382.0

    private var words: Catalogue { page.words }
    private var units: Units { report.units }
    private var columns: PictureColumns {
        PictureColumns(
            left: frame.plot.left, width: frame.plot.width, count: report.days.count, firstMinute: (report.days.first?.date.daysSinceEpoch ?? 0) * 1440,
            minutesPerColumn: 1440
        )
    }

    /// The place and what is shown, as the table's header says them.
    var header: ReportHeader { ReportHeader(report: report, detail: words.count(report.days.count, "detail.days"), now: page.now, words: words) }

    /// What a screen reader says of the panel: where and what, then each day: "Fri 27 Nov: Light rain, 4…9°C, 2.1 mm, 80%".
    var description: String {
        let days = report.days.map { day in
            let range = HourlyCurves.range([day.temperatureMin, day.temperatureMax], decimals: 0, words: words) { words.degrees(formatted: $0, units.temperatureSymbol) }
            let facts = [
                day.condition.map(words.description(of:)), range,
                day.precipitationSum.map { words.quantity($0, decimals: units.precipitation.decimals, unit: units.precipitationSymbol) },
                day.precipitationProbability.map { words.percent($0) },
            ]
            return words.shortDate(day.date) + ": " + words.list(facts.compactMap { $0 })
        }
        return ([header.title, header.subtitle] + days).joined(separator: ". ")
    }

    /// The panel.
    func draw() -> SVGMarkup {
        var markup = SVGMarkup(isolatesRightToLeft: words.language.isRightToLeft, reservingCapacity: 16_000)
        MeteogramFrame.header(header, into: &markup)
        frame.background(columns: report.days.count, into: &markup)
        guard !report.days.isEmpty else { return markup }
        let bands = report.days.map { EnsembleText.band(extras.ensemble?.spread(on: $0.date)) }
        let temperatures = PictureScale(
            covering: report.days.flatMap { [$0.temperatureMin, $0.temperatureMax].compactMap { $0 } } + bands.flatMap { [$0?.low, $0?.high].compactMap { $0 } },
            from: Self.rangeBottom, to: Self.rangeTop, minimumSpan: 5
        )
        let rain = PictureScale(
            covering: report.days.compactMap(\.precipitationSum), from: Self.rainBaseline, to: Self.rainTop,
            minimumSpan: units.precipitation == .millimetres ? 10 : 0.4, floor: 0
        )
        frame.temperatureAxis(temperatures, units: units, words: words, into: &markup)
        markup.element("line", [
            "class": "rain-baseline", "x1": .number(frame.plot.left), "y1": .number(Self.rainBaseline), "x2": .number(frame.right), "y2": .number(Self.rainBaseline),
        ])
        markup.element("text", ["class": "muted small end", "x": .number(frame.plot.left - 6), "y": .number(Self.rainBaseline)], text: units.precipitationSymbol)
        let columns = columns
        for (index, day) in report.days.enumerated() {
            if index > 0 {
                let x = columns.start(index)
                markup.element("line", ["class": "grid", "x1": .number(x), "y1": .number(frame.plot.top), "x2": .number(x), "y2": .number(frame.bottom)])
            }
            drawDay(day, band: bands[index], at: columns.centre(index), width: columns.columnWidth, temperatures: temperatures, rain: rain, into: &markup)
        }
        drawSunTimes(into: &markup)
        let key = [
            MeteogramFrame.KeyEntry(style: "range", swatch: .box, label: words("column.range")),
            MeteogramFrame.KeyEntry(style: "precipitation", swatch: .box, label: words("chart.precipitation")),
        ] + (extras.ensemble == nil ? [] : [MeteogramFrame.KeyEntry(style: "band", swatch: .box, label: words("column.ensemble_high") + " P10…P90")])
        MeteogramFrame.footer(key: key, credits: ReportHeader.credits(header.credits, adding: extras.sources), y: Self.keyY, into: &markup)
        return markup
    }

    /// A day's column: its date, symbol, range (over its band) with the low and high, and its precipitation.
    private func drawDay(
        _ day: DailyForecast, band: (low: Double, high: Double)?, at x: Double, width: Double, temperatures: PictureScale, rain: PictureScale,
        into markup: inout SVGMarkup
    ) {
        markup.element("text", ["class": "ink small middle", "x": .number(x), "y": .number(Self.dateY)], text: words.shortDate(day.date))
        if let kind = day.condition?.kind { ConditionSymbol.draw(kind, x: x, y: Self.symbolY, size: min(32, width * 0.7), into: &markup) }
        let barWidth = min(14, width * 0.3)
        if let band {
            let top = temperatures.position(max(band.low, band.high)), bottom = temperatures.position(min(band.low, band.high))
            markup.element("rect", ["class": "band", "x": .number(x - barWidth), "y": .number(top), "width": .number(barWidth * 2), "height": .number(max(bottom - top, 1))])
        }
        if let low = day.temperatureMin, let high = day.temperatureMax {
            let top = temperatures.position(max(low, high)), bottom = temperatures.position(min(low, high))
            markup.element("rect", [
                "class": "range", "x": .number(x - barWidth / 2), "y": .number(top), "width": .number(barWidth), "height": .number(max(bottom - top, 2)), "rx": .number(barWidth / 2),
            ])
        }
        if let high = day.temperatureMax {
            markup.element("text", ["class": "ink small middle", "x": .number(x), "y": .number(temperatures.position(high) - 5)], text: words.degrees(high, units.temperatureSymbol))
        }
        if let low = day.temperatureMin {
            markup.element("text", ["class": "muted small middle", "x": .number(x), "y": .number(temperatures.position(low) + 13)], text: words.degrees(low, units.temperatureSymbol))
        }
        if let amount = day.precipitationSum, amount.isFinite, amount > 0 {
            let top = min(rain.position(amount), Self.rainBaseline - 2), rainWidth = width * 0.4
            markup.element("rect", ["class": "precipitation", "x": .number(x - rainWidth / 2), "y": .number(top), "width": .number(rainWidth), "height": .number(Self.rainBaseline - top)])
            markup.element("text", ["class": "ink small middle", "x": .number(x), "y": .number(top - 3)], text: words.number(amount, decimals: units.precipitation.decimals))
        }
        if let chance = day.precipitationProbability {
            markup.element("text", ["class": "muted small middle", "x": .number(x), "y": .number(Self.chanceY)], text: words.percent(chance))
        }
    }

    /// Each day's sunrise and sunset under the plot, marked on the left by a rising and a setting sun.
    private func drawSunTimes(into markup: inout SVGMarkup) {
        guard report.days.contains(where: { $0.sunrise != nil || $0.sunset != nil }) else { return }
        for (y, rising) in [(Self.sunriseY, true), (Self.sunsetY, false)] {
            SunMark.draw(x: frame.plot.left - 16, y: y - 4, rising: rising, into: &markup)
        }
        let columns = columns
        for (index, day) in report.days.enumerated() {
            for (time, y) in [(day.sunrise, Self.sunriseY), (day.sunset, Self.sunsetY)] {
                guard let time else { continue }
                markup.element("text", ["class": "muted small middle", "x": .number(columns.centre(index)), "y": .number(y)], text: time.clockTime)
            }
        }
    }
}
