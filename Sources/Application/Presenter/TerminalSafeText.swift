extension String {
    /// The text with every control character (escape sequences, line breaks, bells) made a space, so text a
    /// service sent can never move the cursor, recolour the terminal or break a line.
    var terminalSafe: String {
        String(String.UnicodeScalarView(unicodeScalars.map { $0.properties.generalCategory == .control ? " " : $0 }))
    }
}
