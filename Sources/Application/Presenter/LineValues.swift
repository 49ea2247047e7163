import Domain

/// What each `--format line` placeholder stands for, per command, and each command's default template; each
/// command's values are in its folder under `Features/`.
package enum LineValues {
    /// The placeholders every report has.
    /// The help's line naming a command's placeholders, from the same list `--template` is checked against.
    package static func templateHelp(_ placeholders: [String]) -> String {
        "\n\n--template takes " + placeholders.map { "{\($0)}" }.joined(separator: ", ") + "."
    }

    static let common = ["place", "condition", "condition_symbol", "temperature_unit", "wind_speed_unit", "precipitation_unit", "alerts"]
    /// The Moon now, in every forecast view's line.
    static let sky = ["moon", "moonphase"]
    /// `daily`'s: today's values.
    package static let daily = common + sky + [
        "date", "temperature_max", "temperature_min", "precipitation", "precipitation_probability", "wind_speed", "wind_direction",
        "sunrise", "sunset", "daylength",
    ]
    /// `hourly`'s and `current`'s: the current hour's values.
    package static let now = common + sky + ["time", "temperature", "apparent_temperature", "precipitation", "precipitation_probability", "wind_speed", "wind_direction", "humidity"]

    /// `compare`'s: today's forecast of each provider, and their spread.
    package static let comparison = ["place", "date", "providers", "highs", "lows", "temperature_unit", "alerts"]
    /// `alerts`'s: the count and the most severe.
    package static let alerts = ["place", "alerts", "event", "severity", "until", "source"]
    /// `search`'s: the best match.
    package static let search = ["place", "admin1", "country", "country_code", "latitude", "longitude", "timezone"]

    /// The default template of `daily` and `history`, its degrees in the language's style ("4–9°C", "4–9 °C").
    package static func dailyTemplate(_ words: Catalogue) -> String {
        "{place}: {condition_symbol} \(words.degrees(formatted: "{temperature_min}–{temperature_max}", "{temperature_unit}")), {precipitation} {precipitation_unit}"
    }
    /// The default template of `compare`.
    package static let comparisonTemplate = "{place} {date}: {providers}"
    /// The default template of `search`.
    package static let searchTemplate = "{place}, {admin1}, {country_code} ({latitude}, {longitude})"
    /// `sun`'s: the first day's.
    package static let sun = ["place", "date", "dawn", "sunrise", "sunset", "dusk", "daylength"]
    /// The default template of `sun`.
    package static let sunTemplate = "{place}: ↑{sunrise} ↓{sunset} ({daylength})"
    /// `moon`'s: the first day's.
    package static let moon = ["place", "date", "moon", "moonphase", "illumination", "moonrise", "moonset"]
    /// The default template of `moon`, its percentage in the language's style.
    package static func moonTemplate(_ words: Catalogue) -> String {
        "{place}: {moon} {moonphase} (\(words.percent(formatted: "{illumination}")))"
    }
    /// `air`'s: the air now.
    package static let air = ["place", "time", "aqi", "category", "index", "pm2_5", "pm10", "uv", "pollen"]
    /// The default template of `air`.
    package static let airTemplate = "{place}: {aqi} {category}, PM2.5 {pm2_5}"
    /// The default template of `alerts`.
    package static let alertsTemplate = "{place}: {alerts}"
    /// The default template of `hourly` and `current`, its degrees in the language's style.
    package static func nowTemplate(_ words: Catalogue) -> String {
        "{place}: {condition_symbol} \(words.degrees(formatted: "{temperature}", "{temperature_unit}")), {wind_speed} {wind_speed_unit} {wind_direction}"
    }

    /// The default text of `current` and `hourly` in a status bar: "☀ 12°C".
    package static func nowBarTemplate(_ words: Catalogue) -> String {
        "{condition_symbol} " + words.degrees(formatted: "{temperature}", "{temperature_unit}")
    }
    /// The default text of `daily` and `history` in a status bar: "☀ 4–9°C".
    package static func dailyBarTemplate(_ words: Catalogue) -> String {
        "{condition_symbol} " + words.degrees(formatted: "{temperature_min}–{temperature_max}", "{temperature_unit}")
    }

    /// The values of one moment, an hour or now.
    static func moment(
        _ report: some PlaceReport, words: Catalogue, condition: WeatherCondition?, time: LocalDateTime, temperature: Double?,
        apparentTemperature: Double?, precipitation: Double?, windSpeed: Double?, windDirection: Double?, humidity: Double?
    ) -> [String: String] {
        var values = shared(report, condition: condition, words: words)
        values["time"] = time.clockTime
        values["temperature"] = temperature?.fixed(decimals: 0)
        values["apparent_temperature"] = apparentTemperature?.fixed(decimals: 0)
        values["precipitation"] = precipitation.map { words.number($0, decimals: report.units.precipitation.decimals) }
        values["wind_speed"] = windSpeed?.fixed(decimals: 0)
        values["wind_direction"] = windDirection.map(words.compassPoint(forDegrees:))
        values["humidity"] = humidity?.fixed(decimals: 0)
        return values
    }

    /// `values` with `{moon}` (the glyph, as seen from the place's hemisphere) and `{moonphase}` at `instant`.
    static func addingMoon(to values: [String: String], place: Place, at instant: Instant, words: Catalogue) -> [String: String] {
        let phase = MoonCalculator.phase(at: instant)
        var values = values
        values["moon"] = MoonTable.glyph(phase, southern: place.coordinate.latitude < 0)
        values["moonphase"] = words("moon." + phase.name.rawValue)
        return values
    }

    static func shared(_ report: some PlaceReport, condition: WeatherCondition?, words: Catalogue) -> [String: String] {
        var values = [
            "place": report.place.name, "temperature_unit": report.units.temperatureSymbol,
            "wind_speed_unit": report.units.windSpeedSymbol, "precipitation_unit": report.units.precipitationSymbol,
        ]
        values["condition"] = condition.map(words.description(of:))
        values["condition_symbol"] = condition?.kind.symbol.text
        return values
    }
}
