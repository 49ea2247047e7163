extension String {
    /// How many terminal columns the text takes, as glibc's `wcwidth` counts them (and so the terminals that ask the C
    /// library): marks that do not space (Devanagari's ं ु ्, Arabic's harakat), enclosing marks and format
    /// characters (bidi isolates) none; East Asian wide characters and emoji two; everything else one, spacing marks
    /// (Devanagari's vowel signs ा ि ी ो) and East Asian "ambiguous" characters (°, ·, box drawing, blocks) included.
    var displayWidth: Int {
        unicodeScalars.reduce(0) { width, scalar in width + scalar.columns }
    }

    /// The text padded with spaces to `width` columns, on the right or (for numbers) on the left.
    func padded(to width: Int, alignRight: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - displayWidth))
        return alignRight ? padding + self : self + padding
    }
}

extension Unicode.Scalar {
    /// The cells the scalar takes (``Swift/String/displayWidth``).
    fileprivate var columns: Int {
        // Printable ASCII, most of any table, without the Unicode property lookups below.
        if (0x20..<0x7F).contains(value) { return 1 }
        // As glibc's wcwidth (2.36, measured for every scalar): a spacing mark (category Mc: ा ि ी ो ः) takes a cell,
        // so it falls through to the widths below; marks that do not space, enclosing marks and format characters
        // take none. Among marks and format characters glibc differs from this only where no catalogue or table of
        // ours writes: two cells for the Vietnamese reading marks U+16FF0, U+16FF1 (Mc), one for U+00AD SOFT HYPHEN
        // and for the prepended concatenation marks (Cf: the Arabic number signs U+0600…U+0605 and the like).
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        if properties.isEmojiPresentation { return 2 }
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
             0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }
}
