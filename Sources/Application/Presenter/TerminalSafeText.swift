extension String {
    /// The text with every control character (escape sequences, line breaks, bells) made a space, so text a
    /// service sent can never move the cursor, recolour the terminal or break a line.
    var terminalSafe: String {
        // Printable ASCII, most of any output, needs no Unicode property lookups.
        if utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) { return self }
        return String(String.UnicodeScalarView(unicodeScalars.map { $0.properties.generalCategory == .control ? " " : $0 }))
    }
}
