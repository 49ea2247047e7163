import Domain

/// What one forecast view tells a status bar of a report, beside what every view adds (the place, the warnings, an
/// old answer): each feature gives its own (`current`: the conditions now; `daily`: the next days; `hourly`: the next
/// hours).
struct StatusBarFacts: Sendable, Hashable {
    /// The values of the text's placeholders (as `--format line` fills them) for the moment the bar shows: now, this
    /// hour, or today (after any observed days).
    var values: [String: String]
    /// The condition the bar shows.
    var condition: WeatherCondition?
    /// The text where room is short: the condition's symbol and the temperature.
    var shortText: String
    /// The tooltip's lines about the forecast, in the run's language.
    var tooltip: [String]
    /// The chance of precipitation in the next hour (else today's), 0–100, when the view knows it.
    var precipitationChance: Double?

    /// The condition's symbol before `temperature`, as a short text: "☀ 12°C".
    static func short(_ condition: WeatherCondition?, _ temperature: String) -> String {
        [condition?.kind.symbol.text, temperature].compactMap { $0 }.joined(separator: " ")
    }

    /// A tooltip line: `label`, then the parts known, comma separated: "Tue: Rain, 4–9°C, 80%".
    static func line(_ label: String, _ parts: [String?]) -> String {
        label + ": " + parts.compactMap { $0 }.joined(separator: ", ")
    }
}
