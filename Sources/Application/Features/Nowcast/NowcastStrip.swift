import Domain

/// A nowcast's steps drawn as one line, a glyph a five minutes so that every nowcast is drawn on one time scale (a
/// 15-minute step is three glyphs), with the place's clock under it every half hour. Each intensity has its glyph:
/// none `·`, light `▂`, moderate `▅`, heavy `█`, not known `?` (`.`, `-`, `=`, `#` and `?` in ASCII, as `--ascii`
/// asks of every chart); the legend says which is which and where each begins, in the report's units.
enum NowcastStrip {
    /// The minutes one glyph stands for: the radar's step.
    static let columnMinutes = 5
    /// The minutes between two times under the strip.
    static let tickMinutes = 30

    /// The glyph of an intensity; `nil` is a rate not known.
    static func glyph(_ intensity: PrecipitationIntensity?, ascii: Bool) -> Character {
        switch intensity {
        case nil: "?"
        case .none?: ascii ? "." : "·"
        case .light?: ascii ? "-" : "▂"
        case .moderate?: ascii ? "=" : "▅"
        case .heavy?: ascii ? "#" : "█"
        }
    }

    /// The strip: each step's glyph, as many times as its length holds five minutes.
    static func line(_ report: NowcastReport, ascii: Bool) -> String {
        String(report.steps.flatMap { step in Array(repeating: glyph(step.intensity, ascii: ascii), count: width(report)) })
    }

    /// The place's clock under the strip at each step beginning on a half hour ("14:30"), where it has room.
    static func ticks(_ report: NowcastReport) -> String {
        var line = ""
        for (index, step) in report.steps.enumerated() {
            let local = report.localTime(step.time), column = index * width(report)
            guard local.minutesSinceEpoch % tickMinutes == 0, column >= line.count + (line.isEmpty ? 0 : 1) else { continue }
            line += String(repeating: " ", count: column - line.count) + local.clockTime
        }
        return line
    }

    /// What each glyph means and where each intensity begins: "· none  ▂ light ≥0.1  ▅ moderate ≥2.5  █ heavy ≥7.6
    /// mm/h  ? not known" (`>=` in ASCII).
    static func legend(units: Units, ascii: Bool, words: Catalogue) -> String {
        let levels = PrecipitationIntensity.allCases.map { intensity in
            let least = intensity == .none ? "" : (ascii ? " >=" : " ≥") + words.number(NowcastText.rateValue(intensity.lowestRate, units: units), decimals: NowcastText.rateDecimals(units))
            return "\(glyph(intensity, ascii: ascii)) \(NowcastText.intensity(intensity, words: words))\(least)"
        }
        let unknown = "\(glyph(nil, ascii: ascii)) \(NowcastText.intensity(nil, words: words))"
        return levels.joined(separator: "  ") + " " + NowcastText.rateUnit(units) + "  " + unknown
    }

    /// How many glyphs one step is.
    private static func width(_ report: NowcastReport) -> Int { max(1, report.stepMinutes / columnMinutes) }
}
