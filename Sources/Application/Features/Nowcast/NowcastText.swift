import Domain

/// A nowcast in words, in the page's language: its one-line outlook ("Rain from about 14:35, heaviest 2.4 mm/h at
/// 15:10, easing by 15:40"), how it was made ("radar, 5 min"), the service that had none, and a rate in the report's
/// units. Times are on the place's clock. `nowcast` and `current` say it alike.
enum NowcastText {
    /// The outlook in one line, as ``NowcastSummary`` reads the steps.
    static func summary(_ report: NowcastReport, words: Catalogue) -> String {
        switch report.summary.outlook {
        case .unknown:
            return words("nowcast.summary.unknown")
        case .dry:
            return words("nowcast.summary.dry", ["duration": duration(minutes: report.minutesAhead, words: words)])
        case .rain(let spell):
            let start = spell.startsNow ? words("nowcast.summary.rain_now") : words("nowcast.summary.rain_from", ["time": clock(spell.start, report)])
            let heaviest = words(
                "nowcast.summary.heaviest", ["rate": rate(spell.heaviest.precipitationRate ?? 0, units: report.units, words: words), "time": clock(spell.heaviest.time, report)]
            )
            let end = spell.end.map { words("nowcast.summary.easing", ["time": clock($0, report)]) }
                ?? words("nowcast.summary.continuing", ["time": clock(report.summary.coveredUntil, report)])
            return words.list([start, heaviest, end])
        }
    }

    /// How the steps were made, with their length: "radar, 5 min", "model, 15 min", "interpolated from hourly".
    static func method(_ report: NowcastReport, words: Catalogue) -> String {
        let method = words("nowcast.method." + report.method.rawValue)
        guard report.method != .interpolated else { return method }
        return words("nowcast.resolution", ["method": method, "minutes": String(report.stepMinutes)])
    }

    /// The service that had no nowcast here and why, and who answered instead, in one line: "MET Norway: no radar
    /// coverage here; from Open-Meteo's model instead"; `nil` when the first service asked answered.
    static func fallback(_ report: NowcastReport, words: Catalogue) -> String? {
        report.fallback.map { fallback in
            words(
                "nowcast.fallback",
                [
                    "service": fallback.source.provider, "reason": words("nowcast.gap." + gapKey(fallback.gap)), "source": report.source.provider,
                    "method": words("nowcast.source." + report.method.rawValue),
                ]
            )
        }
    }

    /// The catalogue's and JSON's name of a gap: `no_radar_coverage`.
    static func gapKey(_ gap: NowcastGap) -> String {
        switch gap {
        case .radarTemporarilyUnavailable: "radar_temporarily_unavailable"
        case .noRadarCoverage: "no_radar_coverage"
        case .outsideArea: "outside_area"
        }
    }

    /// A rate given in mm/h, in `units`: "2.4 mm/h", "0.094 in/h".
    static func rate(_ millimetresPerHour: Double, units: Units, words: Catalogue) -> String {
        words.quantity(rateValue(millimetresPerHour, units: units), decimals: rateDecimals(units), unit: rateUnit(units))
    }

    /// A rate given in mm/h, as a number in `units`' precipitation unit an hour.
    static func rateValue(_ millimetresPerHour: Double, units: Units) -> Double {
        units.precipitation.value(fromMillimetres: millimetresPerHour)
    }

    /// How many decimals a rate is written with: one in mm/h, three in in/h, where light rain begins at 0.004.
    static func rateDecimals(_ units: Units) -> Int { units.precipitation == .millimetres ? 1 : 3 }

    /// The rate's unit: "mm/h" or "in/h".
    static func rateUnit(_ units: Units) -> String { units.precipitationSymbol + "/h" }

    /// An intensity's word: "light"; "not known" for none known.
    static func intensity(_ intensity: PrecipitationIntensity?, words: Catalogue) -> String {
        words("nowcast.intensity." + (intensity.map(name) ?? "unknown"))
    }

    /// An intensity's name, as JSON and the catalogue write it: "none", "light", "moderate", "heavy".
    static func name(_ intensity: PrecipitationIntensity) -> String { String(describing: intensity) }

    /// `instant` on the place's clock in ISO 8601 with its offset: "2026-11-22T15:35:00+01:00".
    static func iso8601(_ instant: Instant, _ report: NowcastReport) -> String {
        AlertText.iso8601(instant, offsetSeconds: report.utcOffset(at: instant))
    }

    /// `instant` on the place's clock: "14:35".
    static func clock(_ instant: Instant, _ report: NowcastReport) -> String { report.localTime(instant).clockTime }

    /// A span the steps cover, in the language's hours and minutes: "2 h", "1 h 50 min", "45 min".
    static func duration(minutes: Int, words: Catalogue) -> String {
        let hours = minutes / 60, rest = minutes % 60
        if hours == 0 { return words("nowcast.duration.minutes", ["minutes": String(rest)]) }
        if rest == 0 { return words("nowcast.duration.hours", ["hours": String(hours)]) }
        return words("nowcast.duration.hours_minutes", ["hours": String(hours), "minutes": String(rest)])
    }
}
