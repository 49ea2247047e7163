/// Where a line of prose may break: at a space, and between two ideographs; never inside a phrase in double quotes
/// (a place's name, a command to type: "London, CA").
///
/// Chinese and Japanese write no space between words, and their lines break between any two characters (as UAX #14
/// and every book in those languages do), except before closing punctuation, an iteration or prolonged sound mark or a
/// small kana, and after opening punctuation (kinsoku shori): so a line never starts with "。" or ends with "「".
/// Latin words and numbers inside such text ("µg/m³", "11月24日") stay whole. Korean writes spaces between words and
/// breaks only there, as its readers expect. A separator standing alone between spaces ("·", "—") stays at the end of
/// the line before it, so that no line starts with one.
enum LineBreaks {
    /// A piece between two places a line may break, and what stands before it when the line does not break there: a
    /// space, or nothing (between ideographs).
    struct Piece: Hashable {
        let separator: String
        let text: String
    }

    /// The pieces of `text`, in order; spaces are where lines may break, and are not kept (runs of them count as one).
    static func pieces(_ text: String) -> [Piece] {
        let pieces = quotedWords(text).flatMap { word in
            // A quoted phrase (its spaces kept) is whole; a word may break between its ideographs.
            (word.contains(" ") ? [word] : ideographicPieces(Array(word))).enumerated().map { Piece(separator: $0.offset == 0 ? " " : "", text: $0.element) }
        }
        return pieces.reduce(into: []) { joined, piece in
            if separators.contains(piece.text), let before = joined.popLast() {
                joined.append(Piece(separator: before.separator, text: before.text + piece.separator + piece.text))
            } else {
                joined.append(piece)
            }
        }
    }

    /// The words of `text` between spaces, a phrase in double quotes kept as one word.
    private static func quotedWords(_ text: String) -> [String] {
        var words: [String] = [], quoted = false
        for word in text.split(separator: " ") {
            if quoted, let before = words.popLast() { words.append(before + " " + word) } else { words.append(String(word)) }
            if word.count(where: { $0 == "\"" }) % 2 == 1 { quoted.toggle() }
        }
        return words
    }

    /// Separators of a list or a sentence that a line may end with and not start with.
    private static let separators: Set<String> = ["·", "—", "–"]

    /// `word` (no spaces) split where two ideographs meet and kinsoku shori allows a break.
    private static func ideographicPieces(_ word: [Character]) -> [String] {
        var pieces = [String(word[0])]
        for (before, after) in zip(word, word.dropFirst()) {
            if isIdeographic(before), isIdeographic(after), !opening.contains(before), !closing.contains(after) {
                pieces.append(String(after))
            } else {
                pieces[pieces.count - 1].append(after)
            }
        }
        return pieces
    }

    /// Chinese and Japanese writing: Han ideographs, kana, their punctuation and fullwidth forms (not Hangul).
    private static func isIdeographic(_ character: Character) -> Bool {
        switch character.unicodeScalars.first!.value {
        case 0x2E80...0x303F, 0x3041...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,
             0xFF00...0xFF60, 0x20000...0x3FFFD:
            true
        default:
            false
        }
    }

    /// What a line may not start with: closing punctuation, iteration and prolonged sound marks, small kana.
    private static let closing = Set("、。，．：；！？）」』】〕〉》〗〙〟・ー々〻ゝゞヽヾぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ〜～］｝")
    /// What a line may not end with: opening punctuation.
    private static let opening = Set("（「『【〔〈《〖〘〝［｛")
}
