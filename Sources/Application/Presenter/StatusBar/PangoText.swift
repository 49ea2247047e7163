import TerminalSafety

/// Text from a service or a place's name made safe for a bar that reads Pango markup (Waybar's text and tooltip).
enum PangoText {
    /// `text` on one line without escape sequences or controls (``Swift/String/terminalSafe``), with `&`, `<`, `>`,
    /// `'` and `"` written as entities, so that markup in it (`<span foreground="red">`, `</tooltip>`) arrives as text.
    static func escaped(_ text: String) -> String {
        var escaped = ""
        for character in text.terminalSafe {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "'": escaped += "&apos;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
