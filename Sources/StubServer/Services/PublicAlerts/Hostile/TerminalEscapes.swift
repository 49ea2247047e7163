import Foundation

extension HostileCAP {
    /// A valid alert whose texts try to take over a terminal. XML 1.0 allows no C0 control but tab and line ends, not
    /// even as a character reference (libxml2 2.9.14: "PCDATA invalid Char value 27", "xmlParseCharRef: invalid xmlChar
    /// value 27"), so ESC (`\u{1B}[31m`, ESC-led OSC 52) and BEL cannot be in a well-formed CAP document. What XML allows
    /// is used instead: the C1 controls CSI (U+009B: `\u{9B}31m` turns text red where a terminal takes 8-bit controls),
    /// OSC (U+009D, OSC 52 writing "hello" to the clipboard) and ST (U+009C), and the bidi controls U+202E (right-to-left
    /// override), U+202C and U+2066…U+2069 (isolates). The headline carries them raw, the description as character
    /// references, so that both ways of writing them are read.
    static func terminalEscapes(_ identifier: String, at point: (latitude: Double, longitude: Double), now: Date) -> [UInt8] {
        let headline = "Storm \u{9B}31mRED\u{9B}0m \u{202E}gninraw\u{202C} \u{2066}isolated\u{2069} \u{9D}52;c;aGVsbG8=\u{9C}end"
        let description = "Cleared: &#x9B;2J&#x9B;H. Clipboard: &#x9D;52;c;aGVsbG8=&#x9C;. Reversed: &#x202E;txet&#x202C;. "
            + "Isolated: &#x2067;right-to-left&#x2069;."
        return alert(identifier, at: point, now: now, headline: Array(headline.utf8), description: Array(description.utf8))
    }
}
