import Domain

/// The sea in words, in the page's language: where the sea shown is ("sea 4 km W of Biarritz"), its state
/// ("moderate"), a train of waves ("1.6 m W→ 11 s"), the sea's temperature, a current ("0.4 km/h NE↗"), a high or low
/// water ("high 14:32 1.2 m"), each in the report's units. `marine`'s table, line and status bar say it alike.
enum MarineText {
    /// Where the sea shown is, from the place: "sea at Biarritz" when the place's own point has sea, else "sea 4 km W
    /// of Biarritz" (the distance to the kilometre, at least 1, and the compass point it lies in).
    static func sea(_ report: MarineReport, words: Catalogue) -> String {
        let place = report.place.name
        guard !report.sea.isAtPlace else { return words("marine.sea.at", ["place": place]) }
        let distance = words.quantity(max(1, report.sea.distanceKilometres.rounded()), unit: "km")
        return words("marine.sea.near", ["distance": distance, "direction": words.compassPoint(forDegrees: report.sea.bearing), "place": place])
    }

    /// A sea state in a word: "moderate", "very rough".
    static func state(_ state: SeaState, words: Catalogue) -> String {
        words("marine.sea_state." + state.rawValue)
    }

    /// A height in the report's unit: "1.6 m", "5.2 ft" (a decimal comma where the language writes one).
    static func height(_ value: Double, units: Units, words: Catalogue) -> String {
        words.quantity(value, decimals: units.height.decimals, unit: units.heightSymbol)
    }

    /// A train of waves: its height (`—` when only the rest is known), where it comes from (a compass point, and an
    /// arrow the way the waves run unless `ascii`) and its period: "1.6 m W→ 11 s"; `nil` when nothing of it is known.
    static func train(_ train: WaveTrain, units: Units, words: Catalogue, ascii: Bool = false) -> String? {
        guard train.isKnown else { return nil }
        let shownHeight = train.height.map { height($0, units: units, words: words) } ?? TableViewModel.missing.text
        let from = train.direction.map { words.compassPoint(forDegrees: $0) + (ascii ? "" : arrow(towards: $0 + 180)) }
        let period = train.period.map { words.quantity($0, unit: "s") }
        return [shownHeight, from, period].compactMap { $0 }.joined(separator: " ")
    }

    /// The sea's temperature, to a tenth of a degree (the sea changes slowly): "14.3°C".
    static func temperature(_ value: Double, units: Units, words: Catalogue) -> String {
        words.degrees(formatted: words.number(value, decimals: 1), units.temperatureSymbol)
    }

    /// A current: its speed to a tenth in the report's current unit, and where it flows to (a compass point, and an
    /// arrow that way unless `ascii`): "0.4 km/h NE↗", "0.2 kn NE↗"; `nil` when its speed is not known.
    static func current(speed: Double?, direction: Double?, units: Units, words: Catalogue, ascii: Bool = false) -> String? {
        guard let speed else { return nil }
        let towards = direction.map { " " + words.compassPoint(forDegrees: $0) + (ascii ? "" : arrow(towards: $0)) } ?? ""
        return words.quantity(speed, decimals: 1, unit: units.currentSpeed.symbol) + towards
    }

    /// A high or a low water: "high 14:32 1.2 m", on the place's clock.
    static func tide(_ turn: TideTurn, units: Units, words: Catalogue) -> String {
        words("marine.tide." + turn.kind.rawValue, ["time": turn.time.clockTime, "height": height(turn.height, units: units, words: words)])
    }

    /// A day's high (or low) waters, each its time and its height as a number (its unit is the column's), in the
    /// language's list: "03:15 1.7, 15:40 1.7"; `nil` for none.
    static func waters(_ turns: [TideTurn], _ kind: TideTurn.Kind, units: Units, words: Catalogue) -> String? {
        let shown = turns.filter { $0.kind == kind }.map { "\($0.time.clockTime) \(words.number($0.height, decimals: units.height.decimals))" }
        return shown.isEmpty ? nil : words.list(shown)
    }

    /// A column's heading with the unit of its numbers: "High water (m)".
    static func heading(_ heading: String, unit: String) -> String { "\(heading) (\(unit))" }

    /// An arrow pointing the way `degrees` (clockwise from north) points, to the nearest of eight: 0 "↑", 90 "→",
    /// 225 "↙".
    static func arrow(towards degrees: Double) -> String {
        let arrows = ["↑", "↗", "→", "↘", "↓", "↙", "←", "↖"]
        let normalised = (degrees.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        return arrows[Int((normalised / 45).rounded()) % arrows.count]
    }

    /// The hour under way at the report's now, else the first hour shown: what a line and a status bar show.
    static func currentHour(_ report: MarineReport) -> MarineHour? {
        report.hour(at: report.now.adding(minutes: -report.now.minute)) ?? report.hours.first
    }

    /// The note that the sea level is a model's, in English: what JSON says.
    static var notForNavigation: String { Catalogue.english("marine.not_for_navigation") }
}
