/// Right-to-left text (Arabic, Persian, Hebrew) in a terminal's left-to-right grid.
///
/// Terminals do not mirror: a table stays a left-to-right grid, and a terminal that implements the Unicode
/// bidirectional algorithm (VTE, Konsole, mlterm) lays out each line as a left-to-right paragraph. Isolates
/// (U+2068 FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL ISOLATE) keep each piece in its own direction, so that
/// nothing outside a piece is reordered with it: no right-to-left letter ever stands outside an isolate, so the
/// paragraph stays left to right and the grid's columns stay where they are; and numbers, signs, units and times
/// keep their order inside right-to-left words. Isolates take no cell (``Swift/String/displayWidth``).
enum BidiIsolation {
    /// U+2068 FIRST STRONG ISOLATE: what follows takes the direction of its first strong letter.
    static let open: Unicode.Scalar = "\u{2068}"
    /// U+2069 POP DIRECTIONAL ISOLATE: ends the isolate.
    static let close: Unicode.Scalar = "\u{2069}"

    /// A phrase (a table's cell, a header or note line, a line of `--format line`) that holds right-to-left words,
    /// isolated whole, so that it reads right to left as a sentence of its language; inside it, each left-to-right
    /// run (a Latin place name, a number with its sign and unit, a time, an option such as `--country`) isolated
    /// again, so that it keeps its own order. A phrase with no right-to-left letter is returned as it is.
    /// Spaces around the phrase (an indent) stay outside it, where the grid puts them.
    static func phrase(_ text: String) -> String {
        let all = Array(text.unicodeScalars)
        guard all.contains(where: isRightToLeft) else { return text }
        let start = all.firstIndex { $0 != " " }!, end = all.lastIndex { $0 != " " }! + 1
        let scalars = Array(all[start..<end])
        var result = String.UnicodeScalarView(all[..<start])
        result.append(open)
        var index = 0
        while let run = leftToRightRun(in: scalars, from: index) {
            result.append(contentsOf: scalars[index..<run.lowerBound])
            result.append(open)
            result.append(contentsOf: scalars[run])
            result.append(close)
            index = run.upperBound
        }
        result.append(contentsOf: scalars[index...])
        result.append(close)
        result.append(contentsOf: all[end...])
        return String(result)
    }

    /// `text` isolated whole, whatever its letters: a place's name as a header shows it.
    static func isolated(_ text: String) -> String {
        String(open) + text + String(close)
    }

    /// A drawn line (a chart, a strip): each right-to-left run isolated where it stands, and everything else (the
    /// drawing, numbers) left in the line's left-to-right order, so that a chart's time still runs left to right.
    static func runs(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        guard scalars.contains(where: isRightToLeft) else { return text }
        var result = String.UnicodeScalarView(), index = 0
        while let first = scalars[index...].firstIndex(where: isRightToLeft) {
            let stop = scalars[first...].firstIndex(where: isLeftToRight) ?? scalars.count
            let end = scalars[first..<stop].lastIndex(where: isRightToLeft)! + 1
            result.append(contentsOf: scalars[index..<first])
            result.append(open)
            result.append(contentsOf: scalars[first..<end])
            result.append(close)
            index = end
        }
        result.append(contentsOf: scalars[index...])
        return String(result)
    }

    /// The next left-to-right run from `start`: from a letter or digit (with a sign or dashes right before it) to the
    /// last letter or digit before the next right-to-left letter (with a percent or degree sign right after it, and
    /// the quote or parenthesis that closes one opened in the run: `forecast alerts "London, KY"` stays whole).
    private static func leftToRightRun(in scalars: [Unicode.Scalar], from start: Int) -> Range<Int>? {
        guard var first = scalars[start...].firstIndex(where: isLeftToRight) else { return nil }
        let stop = scalars[first...].firstIndex(where: isRightToLeft) ?? scalars.count
        var end = scalars[first..<stop].lastIndex(where: isLeftToRight)! + 1
        while first > start, leadingSigns.contains(scalars[first - 1]) { first -= 1 }
        while end < stop, trailingSigns.contains(scalars[end]) || closes(scalars[end], openedIn: scalars[first..<end]) { end += 1 }
        // A parenthesis the run opens but the right-to-left text closes stays with that text, to be mirrored with it.
        if let open = unclosedParenthesis(in: scalars[first..<end]) {
            end = scalars[first..<open].lastIndex(where: isLeftToRight).map { $0 + 1 } ?? open
        }
        return first..<end
    }

    /// Where `run` opens a parenthesis it does not close.
    private static func unclosedParenthesis(in run: ArraySlice<Unicode.Scalar>) -> Int? {
        var open: [Int] = []
        for index in run.indices {
            if run[index] == "(" { open.append(index) } else if run[index] == ")" { _ = open.popLast() }
        }
        return open.first
    }

    /// Whether `scalar` closes a quote or parenthesis that `run` opened and left open.
    private static func closes(_ scalar: Unicode.Scalar, openedIn run: ArraySlice<Unicode.Scalar>) -> Bool {
        switch scalar {
        case "\"", "'": run.filter { $0 == scalar }.count % 2 == 1
        case ")": run.filter { $0 == "(" }.count > run.filter { $0 == ")" }.count
        default: false
        }
    }

    /// Signs that belong to the number or word they stand right before: "−2", "+3", "±0", "--country".
    private static let leadingSigns: Set<Unicode.Scalar> = ["+", "-", "\u{2212}", "±"]
    /// Signs that belong to the number they stand right after: "23%", "5°", "12‰".
    private static let trailingSigns: Set<Unicode.Scalar> = ["%", "°", "‰", "′", "″"]

    /// A letter of a right-to-left script (Hebrew, Arabic, Syriac, Thaana, N'Ko, and their presentation forms),
    /// or one of their marks; Arabic-Indic digits are numbers, not letters.
    static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0660...0x0669, 0x06F0...0x06F9: false
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFE, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
        default: false
        }
    }

    /// A letter of a left-to-right script (Latin, Cyrillic, Greek, Devanagari, CJK…) or a digit.
    private static func isLeftToRight(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return (0x30...0x39).contains(scalar.value) || (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value) }
        return !isRightToLeft(scalar) && (scalar.properties.isAlphabetic || scalar.properties.numericType == .decimal)
    }
}
