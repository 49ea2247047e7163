import Domain

/// `forecast check`'s one line: "yes" or "no" first, for scripts, then when and how much, for people:
/// "yes: rain likely from 14:00 (80%, 0.4 mm/h)", "no: no frost expected in the next 12 h (lowest 3°C)"; numbers in
/// English's style, as the line is English.
enum CheckLine {
    static func text(_ answer: WeatherCheckAnswer) -> String {
        let wording = HourlyCheckWording.of(answer.condition)
        guard let first = answer.first else {
            let window = DurationText.spoken(minutes: answer.withinMinutes)
            let nearest = answer.value.map { " (\(wording.nearest) \(wording.quantity($0, answer.units)))" } ?? ""
            return "no: no \(wording.name) expected in the next \(window)\(nearest)"
        }
        let sameDay = answer.hours.first.map { $0.time.date == first.time.date } ?? true
        let when = sameDay ? first.time.clockTime : "\(first.time.date.shortDisplay) \(first.time.clockTime)"
        return "yes: \(wording.name)\(answer.condition == .rain ? " likely" : "") from \(when) (\(details(first, answer, wording)))"
    }

    /// Rain's chance and amount; a condition's kind (snow, storm) as the hour describes it; else the value compared.
    private static func details(_ hour: HourlyForecast, _ answer: WeatherCheckAnswer, _ wording: HourlyCheckWording) -> String {
        let units = answer.units
        if answer.condition == .rain {
            let chance = hour.precipitationProbability.map(Catalogue.english.percent)
            let amount = hour.precipitation.map { Catalogue.english.quantity($0, decimals: units.precipitation.decimals, unit: units.precipitationSymbol + "/h") }
            return [chance, amount].compactMap { $0 }.joined(separator: ", ")
        }
        guard answer.condition.threshold != nil else { return hour.condition?.description ?? answer.condition.name }
        return answer.value.map { wording.quantity($0, units) } ?? "—"
    }
}

/// How `check`'s line words a condition the hourly forecast answers: its name, the nearest a window came, a value.
struct HourlyCheckWording {
    /// The condition's name in the line: "rain", "UV".
    let name: String
    /// What the nearest value is called when the answer is no: "highest chance", "lowest".
    let nearest: String
    /// A value compared with the threshold, in words: "80%", "gusts 52 km/h".
    let quantity: (Double, Units) -> String

    /// The wording of `condition`: its own where it has one, else its name and its highest value.
    static func of(_ condition: CheckCondition) -> HourlyCheckWording {
        let english = Catalogue.english
        let degrees = { (value: Double, units: Units) in english.degrees(value, units.temperatureSymbol) }
        return switch condition {
        case .rain: HourlyCheckWording(name: "rain", nearest: "highest chance") { value, _ in english.percent(value) }
        case .frost: HourlyCheckWording(name: "frost", nearest: "lowest", quantity: degrees)
        case .heat: HourlyCheckWording(name: "heat", nearest: "highest", quantity: degrees)
        case .wind: HourlyCheckWording(name: "wind", nearest: "strongest") { "gusts " + english.quantity($0, unit: $1.windSpeedSymbol) }
        case .uv: HourlyCheckWording(name: "UV", nearest: "highest") { value, _ in "index \(value.fixed(decimals: 0))" }
        default: HourlyCheckWording(name: condition.name, nearest: "highest") { value, _ in value.fixed(decimals: 0) }
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

    /// The minutes a compact duration writes (`90m`, `6h`, `2d`), or `nil` when it is not a whole number above 0 and
    /// m, h or d.
    package static func minutes(in text: String) -> Int? {
        let units: [Character: Int] = ["m": 1, "h": 60, "d": 1440]
        guard let unit = text.last.flatMap({ units[$0] }), let count = Int(text.dropLast()), count > 0, count <= Int.max / unit / 2 else {
            return nil
        }
        return count * unit
    }

    /// What a compact duration is, for a message refusing one.
    package static let compactForm = "a duration is a whole number above 0 and m, h or d (minutes, hours, days), as 90m, 6h or 2d"

    /// The duration for a sentence: "12 h", "90 min", "2 days".
    static func spoken(minutes: Int) -> String {
        if minutes % 1440 == 0 { return minutes == 1440 ? "24 h" : "\(minutes / 1440) days" }
        if minutes % 60 == 0 { return "\(minutes / 60) h" }
        return "\(minutes) min"
    }
}
