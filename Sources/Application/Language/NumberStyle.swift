/// How a number and its unit are written in one language, the same in every table, note and line: the percent sign
/// and degrees as CLDR's patterns for the language place them (English "23%" and "4°C"; German "23 %" and "4 °C";
/// French "23 %" and "4 °C", with CLDR's no-break spaces), a space before every other unit ("18 km/h", "0.3 mm"),
/// a difference signed "+4°C", "−2°C" or "±0°C", and a spread between services written "Δ5°C", so that it does not
/// read as a temperature. The catalogue's `number.percent` and `number.degrees` hold the language's patterns;
/// `check`'s answers, which stay English for scripts, use English's.
extension Catalogue {
    /// "23%", "23 %".
    func percent(_ value: Double) -> String {
        percent(formatted: value.fixed(decimals: 0))
    }

    /// The percent sign after a number already written (or a template's placeholder for one).
    func percent(formatted number: String) -> String {
        self("number.percent", ["n": number])
    }

    /// "4°C", "4 °C"; `symbol` is the temperature unit's.
    func degrees(_ value: Double, _ symbol: String) -> String {
        degrees(formatted: value.fixed(decimals: 0), symbol)
    }

    /// Degrees after a number already written, or a range of them: "4…11°C", "4…11 °C".
    func degrees(formatted number: String, _ symbol: String) -> String {
        self("number.degrees", ["n": number, "unit": symbol])
    }

    /// A difference of temperatures, signed: "+4°C", "−2°C", "±0°C".
    func degreesDifference(_ value: Double, _ symbol: String) -> String {
        let rounded = value.rounded()
        let sign = rounded > 0 ? "+" : rounded < 0 ? "−" : "±"
        return sign + degrees(abs(rounded), symbol)
    }

    /// How far apart values are (the highest minus the lowest, never negative): "Δ5°C", "Δ1.2 mm".
    func spread(_ formatted: String) -> String {
        "Δ" + formatted
    }

    /// A quantity in any other unit: "18 km/h", "0,3 mm" (the language's decimal sign).
    func quantity(_ value: Double, decimals: Int = 0, unit: String) -> String {
        quantity(formatted: number(value, decimals: decimals), unit: unit)
    }

    /// Any other unit after a number already written, or a range of them: "0.1…0.4 mm".
    func quantity(formatted number: String, unit: String) -> String {
        "\(number) \(unit)"
    }
}
