import Domain

/// What each code of a wttr.in line stands for at one place, written as wttr.in writes it: numbers in ASCII digits
/// whatever the language, units stuck to them ("+7°C", "0.0mm", "1014hPa"), and what the answers did not give as
/// wttr.in writes an unknown (nothing for the humidity, precipitation and pressure; "?" else).
struct WttrValues {
    /// The conditions now.
    let report: CurrentConditionsReport
    /// What was had beside them.
    let extras: PlaceExtras
    /// The language of `%C`.
    let words: Catalogue
    /// The time of `%T`.
    let now: Instant

    /// What `code` stands for.
    func text(of code: WttrCode) -> String {
        let conditions = report.conditions, units = report.units
        switch code {
        case .condition: return WttrCondition(conditions.condition).paddedEmoji
        case .conditionText: return conditions.condition.map(words.description(of:)) ?? ""
        case .conditionPlain: return WttrCondition(conditions.condition).plain
        case .humidity: return conditions.relativeHumidity.map { $0.fixed(decimals: 0) + "%" } ?? ""
        case .temperature: return Self.signed(conditions.temperature, units.temperatureSymbol)
        case .feelsLike: return Self.signed(conditions.apparentTemperature, units.temperatureSymbol)
        case .wind: return wind
        case .location: return report.place.name
        case .precipitation: return conditions.precipitation.map { $0.fixed(decimals: units.precipitation.decimals) + units.precipitationSymbol } ?? ""
        case .pressure: return conditions.pressureMSL.map { $0.fixed(decimals: 0) + "hPa" } ?? ""
        case .uvIndex: return extras[WttrUVExtra.self]?.current?.uvIndex.map { $0.fixed(decimals: 0) } ?? Self.unknown
        case .moonPhase, .moonDay: return moon(code)
        case .dawn, .sunrise, .zenith, .sunset, .dusk: return sunTime(code)
        case .localTime: return localTime
        case .timeZone: return report.place.timeZoneIdentifier ?? "UTC"
        }
    }

    /// What wttr.in writes for a value it does not know.
    static let unknown = "?"

    /// A temperature rounded to a whole degree, signed as wttr.in signs it (`+` for zero too), with its unit.
    static func signed(_ value: Double?, _ symbol: String) -> String {
        guard let value else { return unknown }
        let text = value.fixed(decimals: 0)
        return (text.hasPrefix("-") ? "" : "+") + text + symbol
    }

    /// An arrow the way the wind blows (from the north: "↓"), none when its direction is not known, and its speed: in
    /// whole units, but metres per second to a tenth, as wttr.in writes them.
    private var wind: String {
        let conditions = report.conditions, units = report.units
        guard let speed = conditions.windSpeed else { return Self.unknown }
        let arrow = conditions.windDirection.map { MarineText.arrow(towards: $0 + 180) } ?? ""
        return arrow + speed.fixed(decimals: units.windSpeed == .metresPerSecond ? 1 : 0) + units.windSpeedSymbol
    }
}
