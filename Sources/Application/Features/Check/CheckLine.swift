import Domain

/// `forecast check`'s one line: "yes" or "no" first, for scripts, then when and how much, for people:
/// "yes: rain likely from 14:00 (80%, 0.4 mm/h)", "no: no frost expected in the next 12 h (lowest 3°C)"; numbers in
/// English's style, as the line is English.
enum CheckLine {
    static func text(_ answer: WeatherCheckAnswer) -> String {
        let condition = answer.condition
        guard let first = answer.first else {
            let window = DurationText.spoken(minutes: answer.withinMinutes)
            let nearest = answer.value.map { " (\(nearestLabel(condition)) \(quantity($0, condition, answer.units)))" } ?? ""
            return "no: no \(name(condition)) expected in the next \(window)\(nearest)"
        }
        let sameDay = answer.hours.first.map { $0.time.date == first.time.date } ?? true
        let when = sameDay ? first.time.clockTime : "\(first.time.date.shortDisplay) \(first.time.clockTime)"
        return "yes: \(name(condition))\(condition == .rain ? " likely" : "") from \(when) (\(details(first, answer)))"
    }

    private static func name(_ condition: WeatherCheckCondition) -> String {
        condition == .uv ? "UV" : condition.rawValue
    }

    private static func details(_ hour: HourlyForecast, _ answer: WeatherCheckAnswer) -> String {
        let units = answer.units
        switch answer.condition {
        case .rain:
            let chance = hour.precipitationProbability.map(Catalogue.english.percent)
            let amount = hour.precipitation.map { Catalogue.english.quantity($0, decimals: units.precipitation.decimals, unit: units.precipitationSymbol + "/h") }
            return [chance, amount].compactMap { $0 }.joined(separator: ", ")
        case .snow, .storm:
            return hour.condition?.description ?? answer.condition.rawValue
        case .frost, .heat, .wind, .uv:
            return answer.value.map { quantity($0, answer.condition, units) } ?? "—"
        }
    }

    private static func nearestLabel(_ condition: WeatherCheckCondition) -> String {
        switch condition {
        case .rain: "highest chance"
        case .frost: "lowest"
        case .heat: "highest"
        case .wind: "strongest"
        case .uv: "highest"
        case .snow, .storm: ""
        }
    }

    private static func quantity(_ value: Double, _ condition: WeatherCheckCondition, _ units: Units) -> String {
        switch condition {
        case .rain: Catalogue.english.percent(value)
        case .frost, .heat: Catalogue.english.degrees(value, units.temperatureSymbol)
        case .wind: "gusts " + Catalogue.english.quantity(value, unit: units.windSpeedSymbol)
        case .uv: "index \(value.fixed(decimals: 0))"
        case .snow, .storm: value.fixed(decimals: 0)
        }
    }
}

/// Durations in words and in the compact form `--within` takes.
package enum DurationText {
    /// The duration in its largest whole unit, as typed: 720 minutes → "12h", 90 → "90m", 2880 → "2d".
    package static func compact(minutes: Int) -> String {
        if minutes % 1440 == 0 { return "\(minutes / 1440)d" }
        if minutes % 60 == 0 { return "\(minutes / 60)h" }
        return "\(minutes)m"
    }

    /// The duration for a sentence: "12 h", "90 min", "2 days".
    static func spoken(minutes: Int) -> String {
        if minutes % 1440 == 0 { return minutes == 1440 ? "24 h" : "\(minutes / 1440) days" }
        if minutes % 60 == 0 { return "\(minutes / 60) h" }
        return "\(minutes) min"
    }
}
