import Domain

/// `forecast marine` as a table: a row an hour (the day written where it changes) or a row a day; the note under the
/// header says where the sea shown is, the footnote that its sea level is a model's and not for navigation. A narrow
/// terminal gives up the secondary swell first, then the wind waves, the sea's state and the current (hours), or the
/// swell, then the sea's state and its temperature (days): 80 columns keep the waves, the swell, the sea's temperature
/// and level by hour, and the waves and the tides by day.
enum MarineTable {
    /// A table's cell.
    typealias Cell = TableViewModel.Cell
    /// A table's column.
    typealias Column = TableViewModel.Column

    /// The report's table, its arrows left out when `ascii`.
    static func view(_ report: MarineReport, now: ReadingTime, words: Catalogue, ascii: Bool) -> TableViewModel {
        var table: TableViewModel
        switch report.span {
        case .hours: table = hours(report, now: now, words: words, ascii: ascii)
        case .days: table = days(report, now: now, words: words, ascii: ascii)
        }
        table.footnotes = [words("marine.not_for_navigation")]
        return table
    }

    /// A row an hour: its time, the sea's state, the waves, the wind's waves, the swell (and the secondary swell where
    /// any hour knows it), the sea's temperature, the current and the sea level.
    static func hours(_ report: MarineReport, now: ReadingTime, words: Catalogue, ascii: Bool) -> TableViewModel {
        let units = report.units
        let showsSecondary = report.hours.contains { $0.secondarySwell.isKnown }
        func train(_ train: WaveTrain) -> Cell { text(MarineText.train(train, units: units, words: words, ascii: ascii)) }
        var previousDate: LocalDate?
        let rows: [[Cell]] = report.hours.map { hour in
            defer { previousDate = hour.time.date }
            let secondary = showsSecondary ? [train(hour.secondarySwell)] : []
            return [
                Cell(hour.time.date == previousDate ? "" : words.shortDate(hour.time.date), .bold), Cell(hour.time.clockTime),
                state(report.seaState(hour), words: words), train(hour.waves), train(hour.windWaves), train(hour.swell),
            ] + secondary + [
                temperature(hour.seaTemperature, units: units, words: words),
                text(MarineText.current(speed: hour.currentSpeed, direction: hour.currentDirection, units: units, words: words, ascii: ascii)),
                text(hour.seaLevel.map { MarineText.height($0, units: units, words: words) }),
            ]
        }
        let hoursCount = words.count(report.hours.count, "detail.hours")
        let detail = report.hours.first.map { words("detail.hours_from", ["hours": hoursCount, "time": $0.time.clockTime]) } ?? hoursCount
        let columns = [
            Column(words("column.day")), Column(words("column.time")), Column(words("column.sea_state"), yieldOrder: 3), Column(words("column.waves")),
            Column(words("column.wind_waves"), yieldOrder: 2), Column(words("column.swell")),
        ] + (showsSecondary ? [Column(words("column.secondary_swell"), yieldOrder: 1)] : []) + [
            Column(words("column.sea_temperature"), alignRight: true, yieldOrder: 5), Column(words("column.current"), yieldOrder: 4),
            Column(words("column.sea_level"), alignRight: true),
        ]
        return TableViewModel(header: ReportHeader(report: report, detail: detail, now: now, words: words), note: MarineText.sea(report, words: words), columns: columns, rows: rows)
    }

    /// A row a day: its date, the state of its highest waves, the highest waves with their dominant direction and
    /// longest period, the highest swell, the warmest sea, and its high and low waters (their heights in the unit
    /// their headings name).
    static func days(_ report: MarineReport, now: ReadingTime, words: Catalogue, ascii: Bool) -> TableViewModel {
        let units = report.units
        let rows: [[Cell]] = report.days.map { day in
            [
                Cell(words.shortDate(day.date), .bold), state(report.seaState(day), words: words),
                text(MarineText.train(day.waves, units: units, words: words, ascii: ascii)),
                text(MarineText.train(day.swell, units: units, words: words, ascii: ascii)),
                temperature(day.seaTemperature, units: units, words: words),
                text(MarineText.waters(day.tides, .high, units: units, words: words)), text(MarineText.waters(day.tides, .low, units: units, words: words)),
            ]
        }
        let columns = [
            Column(words("column.day")), Column(words("column.sea_state"), yieldOrder: 2), Column(words("column.waves")),
            Column(words("column.swell"), yieldOrder: 1), Column(words("column.sea_temperature"), alignRight: true, yieldOrder: 3),
            Column(MarineText.heading(words("column.high_water"), unit: units.heightSymbol)),
            // Where even the day, the waves and both waters are too wide (Arabic's long dates and compass words at 80
            // columns), the low waters yield last.
            Column(MarineText.heading(words("column.low_water"), unit: units.heightSymbol), yieldOrder: 4),
        ]
        let header = ReportHeader(report: report, detail: words.count(report.days.count, "detail.days"), now: now, words: words)
        return TableViewModel(header: header, note: MarineText.sea(report, words: words), columns: columns, rows: rows)
    }

    /// A text, or the missing mark.
    private static func text(_ text: String?) -> Cell { text.map { Cell($0) } ?? TableViewModel.missing }

    /// The sea's temperature, coloured as every temperature is.
    private static func temperature(_ value: Double?, units: Units, words: Catalogue) -> Cell {
        value.map { Cell(MarineText.temperature($0, units: units, words: words), QuantityCell.temperatureStyle($0, units: units)) } ?? TableViewModel.missing
    }

    /// The sea's state in a word, coloured by how rough it is.
    private static func state(_ state: SeaState?, words: Catalogue) -> Cell {
        state.map { Cell(MarineText.state($0, words: words), style(of: $0)) } ?? TableViewModel.missing
    }

    /// A sea state's colour: calm to slight green, moderate yellow, rough and very rough red, high and above magenta.
    static func style(of state: SeaState) -> TextStyle {
        switch state {
        case .calm, .smooth, .slight: .green
        case .moderate: .yellow
        case .rough, .veryRough: .red
        case .high, .veryHigh, .phenomenal: .magenta
        }
    }
}
