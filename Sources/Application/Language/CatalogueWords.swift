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
        self("date.format", ["weekday": weekday(of: date), "day": String(date.day), "month": self("month.\(date.month)")])
    }

    /// The date's weekday as the language abbreviates it: "Sun", "So", "日".
    func weekday(of date: LocalDate) -> String {
        self("weekday." + String(describing: date.weekday))
    }

    /// Parts of one phrase in the language's list order and punctuation: "Rain from 14:35, heaviest 2.4 mm/h at
    /// 15:10"; Arabic joins them with "،", Chinese with "，", Japanese with "、".
    func list(_ parts: [String]) -> String {
        parts.dropFirst().reduce(parts.first ?? "") { list, part in self("list.join", ["a": list, "b": part]) }
    }

    /// The compass point nearest a bearing in degrees, as the language abbreviates it: "SW", German "SW", French "SO".
    func compassPoint(forDegrees degrees: Double) -> String {
        self("compass." + CompassPoint.name(forDegrees: degrees).lowercased())
    }

    /// A number with `decimals` decimals as the language writes it: "0.3", or "0,3" where the decimal separator is a
    /// comma.
    func number(_ value: Double, decimals: Int) -> String {
        let text = value.fixed(decimals: decimals), separator = self("number.decimal_separator")
        return separator == "." ? text : text.replacing(".", with: separator)
    }

    /// A counted word in the form the number takes: "1 day", "7 days"; Polish "2 godziny", "5 godzin". `key` is a plural
    /// key (`detail.days`), written in the catalogue once for each of the language's ``PluralCategory``s; `values`
    /// fill its other placeholders.
    func count(_ count: Int, _ key: String, _ values: KeyValuePairs<String, String> = [:]) -> String {
        let form = key + "." + language.pluralCategory(of: count).rawValue
        return Self.filling(self(form), with: [(key: "count", value: String(count))] + values.map { $0 })
    }
}
