import Domain

extension Catalogue {
    /// A condition in words: "Light rain showers"; the kind alone when the catalogue has no text for its strength.
    func description(of condition: WeatherCondition) -> String {
        let kind = "condition." + condition.kind.rawValue
        if let intensity = condition.intensity, has(kind + "." + intensity.rawValue) {
            return self(kind + "." + intensity.rawValue)
        }
        return self(kind)
    }

    /// A date as a table shows it: "Sun 22 Nov", "Mo 23. Nov".
    func shortDate(_ date: LocalDate) -> String {
        self("date.format", ["weekday": self("weekday." + String(describing: date.weekday)), "day": String(date.day), "month": self("month.\(date.month)")])
    }

    /// A number with `decimals` decimals as the language writes it: "0.3", or "0,3" where the decimal separator is a
    /// comma.
    func number(_ value: Double, decimals: Int) -> String {
        let text = value.fixed(decimals: decimals), separator = self("number.decimal_separator")
        return separator == "." ? text : text.replacing(".", with: separator)
    }

    /// "1 day" or "7 days", "1 hour" or "24 hours": `singular` for one, else `plural` with `{count}`.
    func count(_ count: Int, one singular: String, many plural: String) -> String {
        count == 1 ? self(singular) : self(plural, ["count": String(count)])
    }
}
