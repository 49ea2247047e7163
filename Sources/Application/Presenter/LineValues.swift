import Domain

/// What each `--format line` placeholder stands for: the values every report shares; each command's placeholders,
/// default template and values are in its folder under `Features/`, and what an extra adds is its own (``ShownExtra``).
package enum LineValues {
    /// The help's line naming a command's placeholders, from the same list `--template` is checked against.
    package static func templateHelp(_ placeholders: [String]) -> String {
        "\n\n--template takes " + placeholders.map { "{\($0)}" }.joined(separator: ", ") + "."
    }

    /// The placeholders every forecast view's report has.
    static let common = ["place", "condition", "condition_symbol", "temperature_unit", "wind_speed_unit", "precipitation_unit"]

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
