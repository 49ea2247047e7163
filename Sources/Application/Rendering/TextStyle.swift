/// The looks text can have on a colour terminal.
enum TextStyle: Sendable, Hashable {
    case plain, bold, dim, red, yellow, green, cyan, blue, magenta

    /// The ANSI SGR parameter, or `nil` for plain text.
    var sgr: String? {
        switch self {
        case .plain: nil
        case .bold: "1"
        case .dim: "2"
        case .red: "31"
        case .green: "32"
        case .yellow: "33"
        case .blue: "34"
        case .magenta: "35"
        case .cyan: "36"
        }
    }
}

/// Applies styles as ANSI escapes, or not at all when colour is off.
package struct Styler: Sendable {
    /// Whether escapes are written.
    package let usesColour: Bool

    /// `text` in `style`.
    func apply(_ style: TextStyle, to text: String) -> String {
        guard usesColour, let sgr = style.sgr, !text.isEmpty else { return text }
        return "\u{1B}[\(sgr)m\(text)\u{1B}[0m"
    }

    /// A styler that colours when `usesColour`.
    package init(usesColour: Bool) {
        self.usesColour = usesColour
    }
}
