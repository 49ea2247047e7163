import Domain
import TerminalSafety

/// What `forecast daily` (and `history`) shows: each place's days, with the observed days before today, the normal
/// and the ensemble beside them when asked; or drawn as a meteogram (`daily --format svg`).
struct DailyDocument: MeteogramDocument {
    typealias Panel = DailyMeteogram
    static let pictureKind = "daily"

    let reports: [DailyForecastReport]
    let extras: [PlaceExtras]

    func table(of forecast: DailyForecastReport, extras: PlaceExtras, on page: Page) -> TableViewModel {
        let words = page.words
        // The place names in the ambiguity note are the service's: made safe before the note gains more lines.
        let observed = forecast.days.filter { extras.isObserved($0.date) }.count
        let past = observed > 0 ? words.count(observed, "note.past_days") : nil
        let note = [
            extras.lookalike?.note(words: words).terminalSafe, extras.note?.terminalSafe, past, extras[NormalsExtra.self].flatMap { NormalText.summary($0, units: forecast.units, words: words) },
            extras[EnsembleExtra.self].map { EnsembleText.note($0, ascii: page.canvas?.ascii ?? false, daily: true, words: words).terminalSafe },
        ].compactMap { $0 } + extras.rowNotes(words: words).map(\.terminalSafe)
        return Self.table(forecast, note: note.isEmpty ? nil : note.joined(separator: "\n"), extras: extras, on: page)
    }

    func json(of forecast: DailyForecastReport, extras: PlaceExtras) -> JSONFields { JSONDocuments.daily(forecast, extras: extras) }
    var csv: CSVTable { CSVDocuments.daily(reports, besides: extraColumns, extras: extras) }

    /// Today's values (the first day forecast, after any observed ones) and the next days', as a status bar's.
    func lineValues(of forecast: DailyForecastReport, extras: PlaceExtras, words: Catalogue) -> [String: String] {
        LineValues.values(forecast.upcoming(extras), words: words)
    }

    func statusBarFacts(of forecast: DailyForecastReport, extras: PlaceExtras, words: Catalogue) -> StatusBarFacts {
        .daily(forecast, extras: extras, words: words)
    }

    /// The daily table on a terminal: each day's range drawn in the columns the canvas leaves (none when fewer than
    /// 8), and each day's sunrise and sunset where they fit beside the range (a range is the first thing a terminal
    /// too narrow for both keeps).
    private static func table(_ forecast: DailyForecastReport, note: String?, extras: PlaceExtras, on page: Page) -> TableViewModel {
        func table(sunTimes: Bool, rangeWidth: Int = 0) -> TableViewModel {
            TableViewModel(
                forecast: forecast, note: note, now: page.reading, words: page.words, normals: extras[NormalsExtra.self], observedThrough: extras.observedThrough,
                ensemble: extras[EnsembleExtra.self], extras: extras, sunTimes: sunTimes, rangeWidth: rangeWidth, ascii: page.canvas?.ascii ?? false
            )
        }
        let plain = table(sunTimes: false)
        guard let canvas = page.canvas else { return plain }
        func room(beside table: TableViewModel) -> Int {
            min(canvas.columns - TableRenderer.rowWidth(of: table) - 2, RangeBar.widths.upperBound)
        }
        let hasSunTimes = forecast.days.contains { $0.sunrise != nil || $0.sunset != nil }
        let withSun = table(sunTimes: hasSunTimes)
        for (sunTimes, base) in [(hasSunTimes, withSun), (false, plain)] where room(beside: base) >= RangeBar.widths.lowerBound {
            return table(sunTimes: sunTimes, rangeWidth: room(beside: base))
        }
        return plain
    }
}
