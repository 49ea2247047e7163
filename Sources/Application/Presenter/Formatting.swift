import Domain

extension Double {
    /// The number with exactly `decimals` decimals, rounded half away from zero: 6.75 → "6.8"; never "-0".
    /// A number too large for that (or not finite) is written as Swift writes it, never a crash.
    func fixed(decimals: Int) -> String {
        let scale = (0..<decimals).reduce(1.0) { product, _ in product * 10 }
        guard isFinite, abs(self * scale) < 9e15 else { return String(self) }
        let scaled = Int64((self * scale).rounded())
        let whole = String(scaled.magnitude / UInt64(scale))
        let fraction = String(scaled.magnitude % UInt64(scale))
        let sign = scaled < 0 ? "-" : ""
        guard decimals > 0 else { return sign + whole }
        return sign + whole + "." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }
}

extension Catalogue {
    /// A series' range, "4…11°C", or a dash when nothing is known; `withUnit` puts the unit to the numbers as the
    /// language does.
    func range(_ values: [Double?], decimals: Int, withUnit: (String) -> String) -> String {
        let known = values.compactMap { $0 }
        guard let low = known.min(), let high = known.max() else { return TableViewModel.missing.text }
        return withUnit("\(number(low, decimals: decimals))…\(number(high, decimals: decimals))")
    }
}

/// The 16 points of the compass, for wind directions; a catalogue names each in its language
/// (``Catalogue/compassPoint(forDegrees:)``).
enum CompassPoint {
    private static let names = ["N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW"]

    /// The nearest compass point to a bearing in degrees: 0 "N", 225 "SW", 350 "N".
    static func name(forDegrees degrees: Double) -> String {
        let normalised = (degrees.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        return names[Int((normalised / 22.5).rounded()) % names.count]
    }
}

extension LocalDate {
    /// The date in English as a table shows it: "Sun 22 Nov" (``Catalogue/shortDate(_:)`` in other languages).
    var shortDisplay: String { Catalogue.english.shortDate(self) }
}

extension WeatherCondition.Kind {
    /// A one-column symbol for the kind (all of them narrow in a terminal), and the colour it is shown in: none for
    /// clouds, since bright white vanishes on a light terminal; the others are the standard eight, readable on both.
    var symbol: (text: String, style: TextStyle) {
        switch self {
        case .clear, .mainlyClear: ("☀", .yellow)
        case .partlyCloudy, .overcast: ("☁", .plain)
        case .fog, .mist, .haze, .smoke, .dust, .volcanicAsh: ("≡", .dim)
        case .drizzle, .freezingDrizzle, .rain, .freezingRain, .rainShowers: ("☂", .blue)
        case .snow, .snowGrains, .snowShowers, .sleet, .sleetShowers, .hail: ("❄", .cyan)
        case .thunderstorm, .thunderstormWithHail, .squall, .tornado: ("↯", .magenta)
        }
    }
}
