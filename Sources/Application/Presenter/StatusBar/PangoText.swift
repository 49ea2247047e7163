import TerminalSafety

/// Text from a service or a place's name made safe for a bar that reads Pango markup (Waybar's text and tooltip).
enum PangoText {
    /// The characters Pango reads as markup, and the entity each is written as.
    private static let entities: [Character: String] = ["&": "&amp;", "<": "&lt;", ">": "&gt;", "'": "&apos;", "\"": "&quot;"]

    /// `text` on one line without escape sequences or controls (``Swift/String/terminalSafe``), with `&`, `<`, `>`,
    /// `'` and `"` written as entities, so that markup in it (`<span foreground="red">`, `</tooltip>`) arrives as text.
    static func escaped(_ text: String) -> String {
        text.terminalSafe.reduce(into: "") { escaped, character in
            if let entity = entities[character] { escaped += entity } else { escaped.append(character) }
        }
    }
}
