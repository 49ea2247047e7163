extension String {
    /// The text as it may be printed to a terminal: nothing in it can move the cursor, change colours, set the
    /// window title, write the clipboard (OSC 52), reverse the direction of what follows, or hide characters.
    ///
    /// - Escape sequences (ESC or C1 introduced: CSI, OSC, DCS, SOS, PM, APC, and two-character ones) are
    ///   removed whole, with their parameters and payload, up to and including their terminator.
    /// - Other control characters (C0, DEL, C1) and line or paragraph separators (U+2028, U+2029) become a space,
    ///   so that words they separated stay apart and the text stays on one line.
    /// - Format characters (Unicode category Cf: bidirectional overrides and isolates such as U+202E and
    ///   U+2066–U+2069, directional marks, U+FEFF, zero-width spaces, tags) are removed, but for the zero-width
    ///   non-joiner and joiner (U+200C, U+200D), which only shape letters (Persian words, Devanagari, emoji).
    public var terminalSafe: String {
        // Printable ASCII, most of any output, needs no Unicode property lookups.
        if utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) { return self }
        var sanitizer = TerminalTextSanitizer(unicodeScalars)
        return sanitizer.run()
    }
}

/// The scanner behind ``Swift/String/terminalSafe``: copies scalars, skipping escape sequences whole.
private struct TerminalTextSanitizer {
    private let scalars: String.UnicodeScalarView
    private var index: String.UnicodeScalarView.Index
    private var result = String.UnicodeScalarView()

    init(_ scalars: String.UnicodeScalarView) {
        self.scalars = scalars
        index = scalars.startIndex
    }

    mutating func run() -> String {
        while let scalar = next() {
            switch scalar.value {
            case 0x1B: skipEscapeSequence()
            case 0x9B: skipControlSequence()
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F: skipControlString()
            case 0x20..<0x7F: result.append(scalar)
            case 0..<0x20, 0x7F..<0xA0, 0x2028, 0x2029: result.append(" ")
            // The joiners shape letters and emoji, and move and hide nothing: Persian needs ZWNJ between parts of a word
            // ("سه‌شنبه"), Devanagari and emoji sequences ZWJ.
            case 0x200C, 0x200D: result.append(scalar)
            case _ where scalar.properties.generalCategory == .format: break
            default: result.append(scalar)
            }
        }
        return String(result)
    }

    private mutating func next() -> Unicode.Scalar? {
        guard index < scalars.endIndex else { return nil }
        defer { scalars.formIndex(after: &index) }
        return scalars[index]
    }

    private func peek(after offset: Int = 0) -> Unicode.Scalar? {
        var position = index
        for _ in 0..<offset where position < scalars.endIndex { scalars.formIndex(after: &position) }
        return position < scalars.endIndex ? scalars[position] : nil
    }

    /// After ESC: the sequence its next character introduces.
    private mutating func skipEscapeSequence() {
        guard let introducer = next() else { return }
        switch introducer {
        case "[": skipControlSequence()
        case "]", "P", "X", "^", "_": skipControlString()
        default: skipIntermediates()
        }
    }

    /// A two-character escape may carry intermediate bytes (0x20–0x2F) before its final character.
    private mutating func skipIntermediates() {
        while let scalar = peek(), (0x20...0x2F).contains(scalar.value) { _ = next() }
        if let scalar = peek(), (0x30...0x7E).contains(scalar.value) { _ = next() }
    }

    /// A CSI sequence: parameter and intermediate bytes up to a final byte in 0x40–0x7E. Anything else ends it
    /// early (terminals abandon a malformed sequence), and is then read as ordinary text.
    private mutating func skipControlSequence() {
        while let scalar = peek(), (0x20...0x3F).contains(scalar.value) { _ = next() }
        if let scalar = peek(), (0x40...0x7E).contains(scalar.value) { _ = next() }
    }

    /// An OSC, DCS, SOS, PM or APC string: everything up to BEL, ST (ESC \ or U+009C), which a terminal would
    /// swallow too. Another ESC ends it and starts a sequence of its own; an unterminated one runs to the end.
    private mutating func skipControlString() {
        while let scalar = peek() {
            switch scalar.value {
            case 0x07, 0x9C:
                _ = next()
                return
            case 0x1B:
                // ESC \ is the terminator; any other ESC is left to the main loop, as a sequence of its own.
                if peek(after: 1) == "\\" { _ = next(); _ = next() }
                return
            default:
                _ = next()
            }
        }
    }
}
