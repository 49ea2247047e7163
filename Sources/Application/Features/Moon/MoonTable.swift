import Domain

/// `forecast moon` as a table: a row a day (glyph, phase, illumination at local noon, age, moonrise, moonset), and
/// the next new and full moons under it.
enum MoonTable {
    /// The glyphs from new to waning crescent as seen from the north, where a waxing Moon is lit on the right.
    private static let northern = ["🌑", "🌒", "🌓", "🌔", "🌕", "🌖", "🌗", "🌘"]

    /// The phase's glyph as seen from the place's hemisphere: in the south the lit side is mirrored.
    static func glyph(_ phase: MoonPhase, southern: Bool) -> String {
        guard let index = MoonPhase.Name.allCases.firstIndex(of: phase.name) else { return "" }
        return northern[southern ? (8 - index) % 8 : index]
    }

    /// The moonrise and moonset cells: the local times, a dash for a date without one, and in words a date the Moon
    /// stays up or down.
    private static func riseAndSet(_ riseAndSet: MoonRiseSet, report: MoonReport, words: Catalogue) -> [TableViewModel.Cell] {
        switch riseAndSet.allDay {
        case .up?: return [TableViewModel.Cell(words("moon.up_all_day")), TableViewModel.Cell("")]
        case .down?: return [TableViewModel.Cell(words("moon.down_all_day"), .dim), TableViewModel.Cell("")]
        case nil:
            return [riseAndSet.moonrise, riseAndSet.moonset].map { instant in
                instant.map { TableViewModel.Cell(report.localTime($0).clockTime) } ?? TableViewModel.missing
            }
        }
    }

    static func view(_ report: MoonReport, words: Catalogue) -> TableViewModel {
        let header = ReportHeader(
            computedAt: report.location.place, timeZone: report.timeZoneIdentifier, days: report.days.count, credits: words("moon.credit"), words: words
        )
        let rows = report.days.map { day in
            [
                TableViewModel.Cell(words.shortDate(day.date)),
                TableViewModel.Cell(glyph(day.phase, southern: report.isSouthern) + " " + words("moon." + day.phase.name.rawValue)),
                TableViewModel.Cell(words.percent(day.phase.illumination * 100)),
                TableViewModel.Cell(words.number(day.phase.ageDays, decimals: 1)),
            ] + riseAndSet(day.riseAndSet, report: report, words: words)
        }
        let columns = ["day", "phase", "illumination", "age", "moonrise", "moonset"].map {
            TableViewModel.Column(words("column." + $0), alignRight: $0 == "illumination" || $0 == "age", yieldOrder: $0 == "age" ? 1 : nil)
        }
        var table = TableViewModel(header: header, note: nil, columns: columns, rows: rows)
        func when(_ instant: Instant) -> String {
            let local = report.localTime(instant)
            return words.shortDate(local.date) + " " + local.clockTime
        }
        table.footnotes = [
            words("moon.next_new", ["time": when(report.nextNewMoon)]), words("moon.next_full", ["time": when(report.nextFullMoon)]),
        ]
        return table
    }
}
