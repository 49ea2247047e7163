/// Text broken into lines no wider than asked: a service's text rewrapped to our width (``lines(_:width:)``), and a
/// line of our own prose (a table's note or footnote) broken to the terminal's (``broken(_:width:)``).
enum TextWrap {
    /// The narrowest a text is wrapped to, however narrow the terminal: narrower, most lines would hold one word.
    static let narrowest = 20

    /// Text a service wrapped at its own width, rewrapped to ours: paragraphs (split at blank lines, and before a
    /// line starting a bullet, "* " or "- ", as the NWS's "* WHAT…" "* WHERE…" do) are joined and broken at spaces so
    /// that no line is wider than `width` columns (at least ``narrowest``), a word wider than that on a line of its
    /// own, cut; paragraphs separated by an empty line.
    static func lines(_ text: String, width: Int) -> [String] {
        let width = max(narrowest, width)
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
            .flatMap { line in line.hasPrefix("* ") || line.hasPrefix("- ") ? ["", line] : [line] }
            .split { $0.allSatisfy(\.isWhitespace) }
            .map { $0.joined(separator: " ").split(separator: " ").map(String.init) }
        var lines: [String] = []
        for (index, words) in paragraphs.enumerated() {
            if index > 0 { lines.append("") }
            // A bullet's lines after its first are indented under its text.
            let hanging = ["*", "-"].contains(words.first) ? "  " : ""
            let room = width - hanging.count
            let pieces = words.map { LineBreaks.Piece(separator: " ", text: $0.displayWidth > room ? String($0.prefix(room)) : $0) }
            lines += filled(pieces, width: width, first: "", hanging: hanging)
        }
        return lines
    }

    /// One line of prose (a table's note or footnote) in lines at most `width` columns wide (at least
    /// ``narrowest``), broken where ``LineBreaks`` allows: a line that fits is returned as it is; the lines after the
    /// first are indented as it is, and under the text of a label it starts with ("1. ", "* ", "- "); a word wider
    /// than a line is cut, a line's worth at a time, so nothing is lost.
    static func broken(_ line: String, width: Int) -> [String] {
        let width = max(narrowest, width)
        guard line.displayWidth > width else { return [line] }
        let indent = String(line.prefix { $0 == " " })
        let text = line.dropFirst(indent.count)
        let label = label(of: text)
        let hanging = indent + String(repeating: " ", count: label.count)
        let room = width - hanging.count
        let pieces = LineBreaks.pieces(String(text.dropFirst(label.count))).flatMap { cut($0, room: room) }
        return filled(pieces, width: width, first: indent + label, hanging: hanging)
    }

    /// The label `text` starts with, its space included: a number ("1. ") or a bullet ("* ", "- "); "" for none.
    private static func label(of text: Substring) -> String {
        let number = text.prefix { $0.isASCII && $0.isNumber }
        let mark = number.isEmpty ? text.prefix(1) : text.dropFirst(number.count).prefix(1)
        let isLabel = number.isEmpty ? ["*", "-"].contains(mark) : mark == "."
        return isLabel && text.dropFirst(number.count + 1).first == " " ? number + mark + " " : ""
    }

    /// `piece` in pieces at most `room` columns wide (a character wider than that alone), the first with its
    /// separator, the rest with none.
    private static func cut(_ piece: LineBreaks.Piece, room: Int) -> [LineBreaks.Piece] {
        var pieces: [LineBreaks.Piece] = [], text = ""
        for character in piece.text {
            if !text.isEmpty, (text + String(character)).displayWidth > room {
                pieces.append(LineBreaks.Piece(separator: pieces.isEmpty ? piece.separator : "", text: text))
                text = ""
            }
            text.append(character)
        }
        return pieces + [LineBreaks.Piece(separator: pieces.isEmpty ? piece.separator : "", text: text)]
    }

    /// `pieces` laid on lines greedily: each on the line so far, after its separator, while the line stays within
    /// `width` columns; else on a new line after `hanging`. The first line starts with `first`; none for no pieces.
    private static func filled(_ pieces: [LineBreaks.Piece], width: Int, first: String, hanging: String) -> [String] {
        guard let head = pieces.first else { return [] }
        var lines: [String] = [], line = first + head.text
        for piece in pieces.dropFirst() {
            if line.displayWidth + piece.separator.count + piece.text.displayWidth <= width {
                line += piece.separator + piece.text
            } else {
                lines.append(line)
                line = hanging + piece.text
            }
        }
        return lines + [line]
    }
}
