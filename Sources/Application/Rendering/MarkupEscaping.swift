/// Text as the content of an XML or HTML element or a quoted attribute: the five markup characters as entities, and
/// without the two characters XML 1.0 forbids that terminal-safe text can hold (U+FFFE, U+FFFF). A stylesheet needs
/// no quote: none of its text becomes an entity that an HTML page's style element would not read.
package enum MarkupEscaping {
    /// `content` (already terminal-safe) escaped.
    package static func escaped(_ content: String) -> String {
        var result = ""
        result.reserveCapacity(content.utf8.count)
        for scalar in content.unicodeScalars {
            switch scalar {
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "&": result += "&amp;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\u{FFFE}", "\u{FFFF}": continue
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
