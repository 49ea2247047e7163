import Domain

/// What a status bar shows of a run, before it is written as Waybar's JSON (``waybar``) or i3blocks' lines
/// (``i3blocks``): the text, the tooltip, and the classes a bar's style sheet picks colours and icons by.
struct StatusBarBlock: Sendable, Hashable {
    /// The text's template: `--template`, else the command's default for bars.
    var template: LineTemplate
    /// The placeholders' values as the service and the catalogue give them (each bar escapes them as it needs).
    var values: [String: String]
    /// The text where room is short (i3blocks' `short_text`).
    var shortText: String
    /// The tooltip's lines, in the run's language.
    var tooltip: [String]
    /// What a bar without a tooltip adds after its text: a failure's reason.
    var detail: String? = nil
    /// The condition shown, for its class and Waybar's `alt`.
    var condition: WeatherCondition.Kind? = nil
    /// The most pressing of what the extras say is in force (a warning), for its class and colour.
    var urgency: StatusBarUrgency? = nil
    /// Whether the answer shown is an old one from the cache.
    var isStale = false
    /// Whether the forecast could not be had.
    var isError = false
    /// The chance of precipitation in the next hour, 0–100, when known.
    var precipitationChance: Double? = nil

    /// The condition as a CSS class name: `rain`, `partly-cloudy`, `thunderstorm-with-hail`.
    static func token(_ condition: WeatherCondition.Kind) -> String { condition.rawValue.replacing("_", with: "-") }

    /// The classes, always English: the condition's token, the urgency's (`alert-<severity>` while a warning is in force), `stale`
    /// for an old answer from the cache, `error` when the forecast could not be had.
    var classes: [String] {
        [condition.map(Self.token), urgency?.className, isStale ? "stale" : nil, isError ? "error" : nil].compactMap { $0 }
    }

    /// The one word a bar picks an icon by (Waybar's `alt`): the condition's token, or `error`.
    var alt: String? { isError ? "error" : condition.map(Self.token) }
}
