import Domain

/// Table cells for the quantities every report shows, written and coloured the same way in every table.
enum QuantityCell {
    typealias Cell = TableViewModel.Cell

    /// "☂ Light rain", in the condition's colour and `words`' language.
    static func condition(_ condition: WeatherCondition?, words: Catalogue) -> Cell {
        guard let condition else { return TableViewModel.missing }
        let symbol = condition.kind.symbol
        return Cell("\(symbol.text) \(words.description(of: condition))", symbol.style)
    }

    /// "9°C" ("9 °C" in German), coloured from cold blue to hot red.
    static func temperature(_ value: Double?, units: Units, words: Catalogue) -> Cell {
        guard let value else { return TableViewModel.missing }
        return Cell(words.degrees(value, units.temperatureSymbol), temperatureStyle(value, units: units))
    }

    /// The colour of a temperature, by its value in degrees Celsius.
    static func temperatureStyle(_ value: Double, units: Units) -> TextStyle {
        let celsius = units.temperature.celsius(from: value)
        return switch celsius {
        case ..<0: .blue
        case ..<10: .cyan
        case ..<20: .green
        case ..<28: .yellow
        default: .red
        }
    }

    /// "0.3 mm" (two decimals in inches; "0,3 mm" in languages with a decimal comma), blue when there is any.
    static func precipitation(_ amount: Double?, units: Units, words: Catalogue) -> Cell {
        guard let amount else { return TableViewModel.missing }
        return Cell(words.quantity(amount, decimals: units.precipitation.decimals, unit: units.precipitationSymbol), amount > 0 ? .blue : .plain)
    }

    /// "88%" ("88 %" in German), blue from `highlightFrom` on.
    static func percentage(_ value: Double?, highlightFrom: Double = .infinity, words: Catalogue) -> Cell {
        guard let value else { return TableViewModel.missing }
        return Cell(words.percent(value), value >= highlightFrom ? .blue : .plain)
    }

    /// "18 km/h SW", or "5 Bft SW" on the Beaufort scale.
    static func wind(speed: Double?, direction: Double?, units: Units, words: Catalogue) -> Cell {
        guard let speed else { return TableViewModel.missing }
        let compass = direction.map { " " + words.compassPoint(forDegrees: $0) } ?? ""
        return Cell("\(speed.fixed(decimals: 0)) \(units.windSpeedSymbol)\(compass)")
    }

    /// A number and its unit, "1012 hPa", or the missing mark.
    static func number(_ value: Double?, decimals: Int = 0, unit: String) -> Cell {
        guard let value else { return TableViewModel.missing }
        return Cell("\(value.fixed(decimals: decimals))\(unit)")
    }
}
