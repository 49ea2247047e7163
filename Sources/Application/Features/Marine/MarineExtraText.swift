import Domain

/// How the sea is written beside a forecast and in the sea checks' answers: a train of waves in a few words, the
/// where of the sea shown, and its values rounded for JSON and CSV.
enum MarineExtraText {
    /// The unit of a wave's period in a table, a line and a CSV column's name: seconds.
    static let periodUnit = "s"

    /// A train of waves: its height, where it comes from and its period, "2.4 m SW 9 s" (what is known of them); `nil`
    /// when its height is not known.
    static func waves(_ train: WaveTrain, units: Units, words: Catalogue) -> String? {
        guard let value = train.height else { return nil }
        let direction = train.direction.map(words.compassPoint(forDegrees:))
        let period = train.period.map { words.quantity($0, decimals: 0, unit: periodUnit) }
        return ([height(value, units: units, words: words)] + [direction, period].compactMap { $0 }).joined(separator: " ")
    }

    /// A wave's height in the height unit, to a tenth: "2.4 m", "7.9 ft".
    static func height(_ value: Double, units: Units, words: Catalogue) -> String {
        words.quantity(value, decimals: units.height.decimals, unit: units.heightSymbol)
    }

    /// The sea's temperature, to a tenth (a sea changes slowly): "17.6°C".
    static func temperature(_ value: Double, units: Units, words: Catalogue) -> String {
        words.degrees(formatted: words.number(value, decimals: 1), units.temperatureSymbol)
    }

    /// Where the sea shown is from the place, when it is not at it, as a sentence's parts: how far ("4 km"), which way
    /// (the compass point, "W") and from where ("Biarritz"); `nil` at the place.
    static func whereFrom(_ report: MarineReport, words: Catalogue) -> (distance: String, direction: String, place: String)? {
        guard !report.sea.isAtPlace else { return nil }
        return (words.quantity(report.sea.distanceKilometres, unit: "km"), words.compassPoint(forDegrees: report.sea.bearing), report.location.place.name)
    }

    /// The style of a height's cell by the sea state it makes: yellow from a moderate sea (1.25 m), red from a rough
    /// one (2.5 m).
    static func style(ofHeight value: Double, units: Units) -> TextStyle {
        switch SeaState(waveHeightMetres: units.height.metres(from: value)) {
        case nil, .calm, .smooth, .slight: .plain
        case .moderate: .yellow
        default: .red
        }
    }

    /// `value` to `decimals` decimals as a JSON number, `null` when unknown.
    static func rounded(_ value: Double?, _ decimals: Int) -> JSONValue {
        let scale = (0..<decimals).reduce(1.0) { product, _ in product * 10 }
        return .number(value.map { ($0 * scale).rounded() / scale })
    }

    /// A direction in whole degrees as a JSON number, 0 up to 359 (359.7° is north, 0), `null` when unknown.
    static func degrees(_ value: Double?) -> JSONValue {
        .number(value.map { $0.rounded().truncatingRemainder(dividingBy: 360) })
    }

    /// `{"latitude", "longitude", "distance_km", "bearing", "at_place"}`: where the sea shown is, from the place.
    static func seaFields(_ sea: SeaPoint) -> JSONFields {
        [
            ("latitude", .number(sea.coordinate.latitude)),
            ("longitude", .number(sea.coordinate.longitude)),
            ("distance_km", rounded(sea.distanceKilometres, 1)),
            ("bearing", degrees(sea.bearing)),
            ("at_place", .bool(sea.isAtPlace)),
        ]
    }
}
