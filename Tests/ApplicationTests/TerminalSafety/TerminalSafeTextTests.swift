import Testing
import TerminalSafety

@Suite("Text from a service, made safe for a terminal")
struct TerminalSafeTextTests {
    @Test("escape sequences go whole: CSI, OSC 52 and titles with either terminator, DCS, C1 introducers", arguments: [
        ("Lon\u{1B}[31;1mdon\u{1B}[0m", "London"),
        ("a\u{1B}]52;c;ZWNobyBoaQ==\u{07}b", "ab"),
        ("a\u{1B}]0;title\u{1B}\\b", "ab"),
        ("a\u{1B}P1$r\u{1B}\\b", "ab"),
        ("a\u{9B}2Jb", "ab"),
        ("a\u{9D}8;;http://x\u{9C}b", "ab"),
        ("a\u{1B}(Bb", "ab"),
        ("a\u{1B}]52;c;unterminated", "a"),
        ("a\u{1B}]0;x\u{1B}[31mb", "ab"),
    ])
    func escapeSequences(text: String, expected: String) {
        #expect(text.terminalSafe == expected)
    }

    @Test("other controls and line or paragraph separators become spaces", arguments: [
        ("a\nb\rc\td", "a b c d"), ("a\u{7}b\u{0}c\u{7F}d", "a b c d"), ("a\u{85}b\u{9C}c", "a b c"), ("a\u{2028}b\u{2029}c", "a b c"),
    ])
    func controls(text: String, expected: String) {
        #expect(text.terminalSafe == expected)
    }

    @Test("bidirectional overrides, isolates, marks and other invisible formatting are removed", arguments: [
        "\u{202E}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}",
        "\u{200E}", "\u{200F}", "\u{061C}", "\u{FEFF}", "\u{200B}", "\u{00AD}", "\u{E0041}",
    ])
    func invisibleFormatting(character: String) {
        #expect("Lon\(character)don".terminalSafe == "London")
    }

    @Test("ordinary text in any script, emoji and combining marks pass unchanged", arguments: [
        "London", "São Paulo", "Zürich", "東京", "Αθήνα", "القاهرة", "תל אביב", "🌧️ 12 °C", "e\u{301}",
    ])
    func ordinaryText(text: String) {
        #expect(text.terminalSafe == text)
    }

    @Test("the raw bytes of every hostile mix hold no byte a terminal acts on")
    func rawBytes() {
        let hostile = "x\u{1B}[2J\u{1B}]52;c;AAAA\u{07}\u{9B}31m\u{202E}\u{2066}\u{FEFF}\u{2028}\u{0}\u{1B}\u{1B}]\u{9D}"
        let bytes = Array(hostile.terminalSafe.utf8)
        #expect(!bytes.contains { $0 < 0x20 || $0 == 0x7F })
        #expect(!zip(bytes, bytes.dropFirst()).contains { $0 == 0xC2 && (0x80...0x9F).contains($1) }, "no C1 control")
    }

    @Test("a long run of nested introducers is handled without recursion")
    func deepInput() {
        let text = String(repeating: "\u{1B}]\u{1B}[m", count: 100_000) + "end"
        #expect(text.terminalSafe == "end")
    }

    @Test("the joiners Persian words, Devanagari and emoji need stay; isolates, marks and zero-width spaces go")
    func joiners() {
        #expect("سه\u{200C}شنبه".terminalSafe == "سه\u{200C}شنبه", "ZWNJ inside a Persian word")
        #expect("👩\u{200D}🔬".terminalSafe == "👩\u{200D}🔬", "ZWJ inside an emoji sequence")
        #expect("a\u{2068}b\u{2069}\u{200E}c\u{200B}d".terminalSafe == "abcd")
    }
}

