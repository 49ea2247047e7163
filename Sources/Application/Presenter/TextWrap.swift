/// Text a service wrapped at its own width, rewrapped to ours: paragraphs (split at blank lines, and before a line
/// starting a bullet, "* " or "- ", as the NWS's "* WHAT…" "* WHERE…" do) are joined and broken at spaces so that no
/// line is wider than asked, a word wider than that on a line of its own, cut.
enum TextWrap {
    /// The lines of `text` at most `width` columns wide (at least 20), paragraphs separated by an empty line.
    static func lines(_ text: String, width: Int) -> [String] {
        let width = max(20, width)
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
            .flatMap { line in line.hasPrefix("* ") || line.hasPrefix("- ") ? ["", line] : [line] }
            .split { $0.allSatisfy(\.isWhitespace) }
            .map { $0.joined(separator: " ").split(separator: " ").map(String.init) }
        var lines: [String] = []
        for (index, words) in paragraphs.enumerated() {
            if index > 0 { lines.append("") }
            // A bullet's lines after its first are indented under its text.
            let hanging = ["*", "-"].contains(words.first) ? "  " : ""
            var line = ""
            for word in words {
                let room = width - hanging.count
                let piece = word.displayWidth > room ? String(word.prefix(room)) : word
                if line.isEmpty {
                    line = piece
                } else if line.displayWidth + 1 + piece.displayWidth <= width {
                    line += " " + piece
                } else {
                    lines.append(line)
                    line = hanging + piece
                }
            }
            if !line.isEmpty { lines.append(line) }
        }
        return lines
    }
}
