extension XMLReadError {
    /// The longest problem a ``malformed(_:)`` error quotes, in characters.
    static let maximumProblemLength = 200

    /// A malformed document, as libxml2 reported it: its `message` (which may span lines and quote the document's own
    /// bytes) made one printable line of at most ``maximumProblemLength`` characters, after the `line` it was met on
    /// when known.
    static func malformed(libraryMessage message: String, line: Int) -> XMLReadError {
        let printable = String(String.UnicodeScalarView(message.unicodeScalars.map { $0.isPrintable ? $0 : " " }))
        let words = printable.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        let located = line > 0 ? "line \(line): \(words)" : words
        guard located.count > maximumProblemLength else { return .malformed(located) }
        return .malformed(located.prefix(maximumProblemLength - 1) + "…")
    }
}

extension Unicode.Scalar {
    /// Whether the scalar shows as itself on a line: not a control, format or separator character, which would end
    /// the line, reorder it or reach a terminal.
    fileprivate var isPrintable: Bool {
        switch properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: false
        default: true
        }
    }
}
