import TerminalSafety

extension StatusBarBlock {
    /// Waybar's object for a custom module with `return-type: json`, serialized on one line: `text` (markup in the
    /// template kept, every value escaped), `tooltip` (its lines joined by a newline), `class`, and, when known,
    /// `percentage` (a whole number) and `alt`.
    var waybar: JSONValue {
        var fields: JSONFields = [
            ("text", .string(template.render(values.mapValues(PangoText.escaped)).terminalSafe)),
            ("tooltip", .string(tooltip.map(PangoText.escaped).joined(separator: "\n"))),
            ("class", .array(classes.map { .string($0) })),
        ]
        if let precipitationChance { fields.append(("percentage", .number(min(max(precipitationChance, 0), 100).rounded()))) }
        if let alt { fields.append(("alt", .string(alt))) }
        return .object(fields)
    }
}
