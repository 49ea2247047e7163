/// A `--template` for `--format line`: text with `{placeholder}`s, each one of the command's documented
/// placeholders. `{{` and `}}` write a brace.
package struct LineTemplate: Sendable, Hashable {
    private enum Piece: Sendable, Hashable {
        case text(String)
        case placeholder(String)
    }

    private let pieces: [Piece]

    /// The line written when no template was given: the place and its condition.
    static let fallback = LineTemplate(pieces: [.placeholder("place"), .text(": "), .placeholder("condition")])

    /// A template of `text` alone, with no placeholder.
    static func literal(_ text: String) -> LineTemplate { LineTemplate(pieces: [.text(text)]) }

    private init(pieces: [Piece]) {
        self.pieces = pieces
    }

    /// Reads `text`.
    /// - Throws: ``LineTemplate/Failure`` naming an unknown placeholder (listing the known ones) or an unclosed brace.
    package init(_ text: String, placeholders known: [String]) throws(Failure) {
        var pieces: [Piece] = []
        var literal = ""
        var characters = text[...]
        while let character = characters.popFirst() {
            switch character {
            case "{" where characters.first == "{", "}" where characters.first == "}":
                literal.append(character)
                characters.removeFirst()
            case "{":
                guard let close = characters.firstIndex(of: "}") else { throw Failure(reason: "a { is never closed in the template") }
                let name = String(characters[..<close])
                guard known.contains(name) else {
                    throw Failure(reason: "the template has no placeholder {\(name)}; it takes " + known.map { "{\($0)}" }.joined(separator: " "))
                }
                if !literal.isEmpty { pieces.append(.text(literal)) }
                literal = ""
                pieces.append(.placeholder(name))
                characters = characters[characters.index(after: close)...]
            default:
                literal.append(character)
            }
        }
        if !literal.isEmpty { pieces.append(.text(literal)) }
        self.pieces = pieces
    }

    /// The line with each placeholder replaced by its value; a missing value is `—`.
    func render(_ values: [String: String]) -> String {
        pieces.map { piece in
            switch piece {
            case .text(let text): text
            case .placeholder(let name): values[name] ?? TableViewModel.missing.text
            }
        }.joined()
    }

    /// A template that cannot be used.
    package struct Failure: Error, Hashable {
        /// What is wrong.
        package let reason: String
    }
}
