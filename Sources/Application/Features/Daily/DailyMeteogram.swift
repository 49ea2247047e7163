import Domain

/// `daily --format svg`: a place's days as a meteogram, a column a day, left to right in every language: the date and
/// the condition drawn as a symbol; the day's range from low to high as a bar on one scale for all the days (the
/// table's range bar), over the ensemble's band when asked, with the normal's high and low marked beside it when
/// asked; precipitation as a bar with its amount and chance; the warnings in force as a strip along the top, the
/// observed days (`--past-days`) shaded; and under the plot the sunrise and sunset.
struct DailyMeteogram: Meteogram {
    /// The days.
    let report: DailyForecastReport
    /// What is shown beside them: the ensemble, the normal, the past days, the warnings.
    let extras: PlaceExtras
    /// The language, and now.
    let page: Page

    private static let frame = MeteogramFrame(plot: (MeteogramFrame.left, 54, MeteogramFrame.width, 282))
    /// Where the rows stand: the date (one line, or two in a narrow column), the symbols, the range's scale, the
    /// rain's baseline and top, the chance, the sunrise and sunset, the key.
    private static let dateY = 68.0, symbolY = 93.0, rangeBottom = 232.0, rangeTop = 132.0
    private static let rainBaseline = 300.0, rainTop = 264.0, chanceY = 313.0, sunriseY = 347.0, sunsetY = 360.0, keyY = 374.0
    /// The narrowest column a date fits in on one line; narrower, the weekday and the day of the month are two lines.
    private static let oneLineDate = 60.0

    private var frame: MeteogramFrame { Self.frame }
    private var words: Catalogue { page.words }
    private var units: Units { report.units }
    private var columns: PictureColumns {
        PictureColumns(left: frame.plot.left, width: frame.plot.width, starts: report.days.map { $0.date.daysSinceEpoch * 1440 }, minutesPerColumn: 1440)
    }

    var header: ReportHeader { ReportHeader(report: report, detail: words.count(report.days.count, "detail.days"), now: page.reading, words: words) }

    /// Where and what, the warnings, how the days compare with the normal, then each day: "Fri 27 Nov: Light rain,
    /// 4…9°C, 2.1 mm, 80%".
    var description: String {
        let days = report.days.map { day in
            let range = words.range([day.temperatureMin, day.temperatureMax], decimals: 0) { words.degrees(formatted: $0, units.temperatureSymbol) }
            let facts = [
                day.condition.map(words.description(of:)), range,
                day.precipitationSum.map { words.quantity($0, decimals: units.precipitation.decimals, unit: units.precipitationSymbol) },
                day.precipitationProbability.map { words.percent($0) },
            ]
            return words.shortDate(day.date) + ": " + words.list(facts.compactMap { $0 })
        }
        let normal = extras[NormalsExtra.self].flatMap { NormalText.summary($0, units: units, words: words) }
        let alerts = AlertsExtra.pictured(in: extras).map { AlertText.named($0, words: words) }
        return ([header.title, header.subtitle] + alerts + [normal].compactMap { $0 } + days).joined(separator: ". ")
    }

    func draw() -> SVGMarkup {
        var markup = SVGMarkup(isolatesRightToLeft: words.language.isRightToLeft, reservingCapacity: 16_000)
        MeteogramFrame.header(header, into: &markup)
        frame.background(columns: report.days.count, into: &markup)
        MeteogramFrame.footer(key: key, credits: ReportHeader.credits(header.credits, adding: extras.sources + [extras[AlertsExtra.self]?.source].compactMap { $0 }), y: Self.keyY, into: &markup)
        guard !report.days.isEmpty else { return markup }
        let bands = report.days.map { EnsembleText.band(extras[EnsembleExtra.self]?.spread(on: $0.date)) }
        let normals = report.days.map { extras[NormalsExtra.self]?.day(on: $0.date) }
        let temperatures = PictureScale(
            covering: report.days.flatMap { [$0.temperatureMin, $0.temperatureMax].compactMap { $0 } } + bands.flatMap { [$0?.low, $0?.high].compactMap { $0 } }
                + normals.flatMap { [$0?.normalMin, $0?.normalMax].compactMap { $0 } },
            from: Self.rangeBottom, to: Self.rangeTop, minimumSpan: 5
        )
        let rain = PictureScale(
            covering: report.days.compactMap(\.precipitationSum), from: Self.rainBaseline, to: Self.rainTop,
            minimumSpan: units.precipitation == .millimetres ? 10 : 0.4, floor: 0
        )
        let columns = columns
        drawObserved(columns, into: &markup)
        frame.temperatureAxis(temperatures, units: units, words: words, into: &markup)
        markup.element("line", [
            "class": "rain-baseline", "x1": .number(frame.plot.left), "y1": .number(Self.rainBaseline), "x2": .number(frame.right), "y2": .number(Self.rainBaseline),
        ])
        markup.element("text", ["class": "muted small end", "x": .number(frame.plot.left - 6), "y": .number(Self.rainBaseline)], text: units.precipitationSymbol)
        let clock = PlaceClock(offsets: extras[AlertsExtra.self]?.utcOffsets ?? [:])
        AlertsExtra.drawStrip(AlertsExtra.drawn(in: extras, columns: columns, clock: clock), on: frame, into: &markup)
        for (index, day) in report.days.enumerated() {
            if index > 0 {
                let x = columns.start(index)
                markup.element("line", ["class": "grid", "x1": .number(x), "y1": .number(frame.plot.top), "x2": .number(x), "y2": .number(frame.bottom)])
            }
            let x = columns.centre(index), width = columns.columnWidth
            drawDate(day.date, at: x, width: width, into: &markup)
            if let kind = day.condition?.kind { ConditionSymbol.draw(kind, x: x, y: Self.symbolY, size: min(32, width * 0.7), into: &markup) }
            drawRange(day, band: bands[index], normal: normals[index], at: x, width: width, scale: temperatures, into: &markup)
            drawRain(day, at: x, width: width, scale: rain, into: &markup)
        }
        drawSunTimes(columns, into: &markup)
        return markup
    }

    /// The observed days above the forecast (`--past-days`), shaded.
    private func drawObserved(_ columns: PictureColumns, into markup: inout SVGMarkup) {
        let observed = report.days.filter { extras.isObserved($0.date) }.count
        guard observed > 0 else { return }
        markup.element("rect", [
            "class": "observed", "x": .number(frame.plot.left), "y": .number(frame.plot.top), "width": .number(columns.start(observed) - frame.plot.left),
            "height": .number(frame.plot.height),
        ])
    }

    /// A day's date: on one line, or where the column is narrow, its weekday over its day of the month.
    private func drawDate(_ date: LocalDate, at x: Double, width: Double, into markup: inout SVGMarkup) {
        guard width < Self.oneLineDate else {
            markup.element("text", ["class": "ink small middle", "x": .number(x), "y": .number(Self.dateY)], text: words.shortDate(date))
            return
        }
        markup.element("text", ["class": "ink small middle", "x": .number(x), "y": .number(Self.dateY - 8)], text: words.weekday(of: date))
        markup.element("text", ["class": "ink small middle", "x": .number(x), "y": .number(Self.dateY + 3)], text: String(date.day))
    }

    /// A day's range from low to high (over its band), its normal's high and low as dashes beside it, and the low and
    /// high written at its ends.
    private func drawRange(
        _ day: DailyForecast, band: (low: Double, high: Double)?, normal: DayAgainstNormal?, at x: Double, width: Double, scale: PictureScale,
        into markup: inout SVGMarkup
    ) {
        let barWidth = min(14, width * 0.3)
        if let band {
            let top = scale.position(max(band.low, band.high)), bottom = scale.position(min(band.low, band.high))
            markup.element("rect", ["class": "band", "x": .number(x - barWidth), "y": .number(top), "width": .number(barWidth * 2), "height": .number(max(bottom - top, 1))])
        }
        if let low = day.temperatureMin, let high = day.temperatureMax {
            let top = scale.position(max(low, high)), bottom = scale.position(min(low, high))
            markup.element("rect", [
                "class": "range", "x": .number(x - barWidth / 2), "y": .number(top), "width": .number(barWidth), "height": .number(max(bottom - top, 2)), "rx": .number(barWidth / 2),
            ])
        }
        for value in [normal?.normalMax, normal?.normalMin].compactMap({ $0 }) {
            let y = scale.position(value)
            markup.element("line", ["class": "normal", "x1": .number(x - barWidth * 1.4), "y1": .number(y), "x2": .number(x + barWidth * 1.4), "y2": .number(y)])
        }
        if let high = day.temperatureMax {
            markup.element("text", ["class": "ink small middle", "x": .number(x), "y": .number(scale.position(high) - 5)], text: words.degrees(high, units.temperatureSymbol))
        }
        if let low = day.temperatureMin {
            markup.element("text", ["class": "muted small middle", "x": .number(x), "y": .number(scale.position(low) + 13)], text: words.degrees(low, units.temperatureSymbol))
        }
    }

    /// A day's precipitation as a bar on the baseline with its amount over it, and its chance under the baseline.
    private func drawRain(_ day: DailyForecast, at x: Double, width: Double, scale: PictureScale, into markup: inout SVGMarkup) {
        if let amount = day.precipitationSum, amount.isFinite, amount > 0 {
            let top = min(scale.position(amount), Self.rainBaseline - 2), rainWidth = min(width * 0.4, 28)
            markup.element("rect", ["class": "precipitation", "x": .number(x - rainWidth / 2), "y": .number(top), "width": .number(rainWidth), "height": .number(Self.rainBaseline - top)])
            markup.element("text", ["class": "ink small middle", "x": .number(x), "y": .number(top - 3)], text: words.number(amount, decimals: units.precipitation.decimals))
        }
        if let chance = day.precipitationProbability {
            markup.element("text", ["class": "muted small middle", "x": .number(x), "y": .number(Self.chanceY)], text: words.percent(chance))
        }
    }

    /// Each day's sunrise and sunset under the plot, marked on the left by a rising and a setting sun.
    private func drawSunTimes(_ columns: PictureColumns, into markup: inout SVGMarkup) {
        guard report.days.contains(where: { $0.sunrise != nil || $0.sunset != nil }) else { return }
        for (y, rising) in [(Self.sunriseY, true), (Self.sunsetY, false)] {
            SunMark.draw(x: frame.plot.left - 16, y: y - 4, rising: rising, into: &markup)
        }
        for (index, day) in report.days.enumerated() {
            for (time, y) in [(day.sunrise, Self.sunriseY), (day.sunset, Self.sunsetY)] {
                guard let time else { continue }
                markup.element("text", ["class": "muted small middle", "x": .number(columns.centre(index)), "y": .number(y)], text: time.clockTime)
            }
        }
    }

    /// What the colours stand for: the range, precipitation, and the band, the normal, the observed days and the
    /// warnings where they are drawn.
    private var key: [MeteogramFrame.KeyEntry] {
        let observed = report.days.filter { extras.isObserved($0.date) }.count
        let entries: [MeteogramFrame.KeyEntry?] = [
            .init(style: "range", swatch: .box, label: words("column.range")),
            .init(style: "precipitation", swatch: .box, label: words("chart.precipitation")),
            extras[EnsembleExtra.self].map { _ in .init(style: "band", swatch: .box, label: words("column.ensemble_high") + " P10…P90") },
            // The normal's years say what it is in any language; its summary is in the description.
            extras[NormalsExtra.self].map { _ in .init(style: "normal", swatch: .line, label: "\(ClimateNormals.years.lowerBound)–\(ClimateNormals.years.upperBound)") },
            observed > 0 ? .init(style: "observed", swatch: .box, label: words.count(observed, "note.past_days")) : nil,
        ]
        let alerts = AlertsExtra.pictured(in: extras).map { MeteogramFrame.KeyEntry(style: "alert", swatch: .box, label: AlertText.named($0, words: words)) }
        return entries.compactMap { $0 } + alerts
    }
}
