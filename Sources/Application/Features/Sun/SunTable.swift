import Domain

/// `forecast sun` as a table: a row a day, times on the place's clocks, the day's length and its change from the
/// day before; a polar day or night says so in words.
enum SunTable {
    static func view(_ report: SunReport, words: Catalogue) -> TableViewModel {
        let header = ReportHeader(
            computedAt: report.location.place, timeZone: report.timeZoneIdentifier, days: report.days.count, credits: words("sun.credit"), words: words
        )
        let rows = report.days.indices.map { index -> [TableViewModel.Cell] in
            let day = report.days[index]
            func time(_ instant: Instant?) -> TableViewModel.Cell {
                instant.map { TableViewModel.Cell(report.localTime($0).clockTime) } ?? TableViewModel.missing
            }
            let length: TableViewModel.Cell = switch day.polar {
            case .day?: TableViewModel.Cell(words("sun.polar_day"), .yellow)
            case .night?: TableViewModel.Cell(words("sun.polar_night"), .blue)
            case nil: TableViewModel.Cell(duration(day.dayLengthSeconds))
            }
            let change = report.dayLengthChange(at: index)
            return [
                TableViewModel.Cell(words.shortDate(day.date)), time(day.dawn), time(day.sunrise), time(day.solarNoon), time(day.sunset),
                time(day.dusk), length, TableViewModel.Cell(signedDuration(change), .dim),
            ]
        }
        let columns = ["day", "dawn", "sunrise", "noon", "sunset", "dusk", "day_length", "change"].map {
            TableViewModel.Column(words("column." + $0), alignRight: $0 == "day_length" || $0 == "change", yieldOrder: ["change": 1, "day_length": 2][$0])
        }
        return TableViewModel(header: header, note: nil, columns: columns, rows: rows)
    }

    /// "8 h 12 min".
    static func duration(_ seconds: Double) -> String {
        let minutes = Int((seconds / 60).rounded())
        return "\(minutes / 60) h \(minutes % 60) min"
    }

    /// "+2 min 14 s", "−1 min 3 s".
    static func signedDuration(_ seconds: Double) -> String {
        let total = Int(seconds.rounded())
        let sign = total < 0 ? "−" : "+"
        return "\(sign)\(abs(total) / 60) min \(abs(total) % 60) s"
    }
}
