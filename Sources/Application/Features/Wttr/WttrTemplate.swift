/// A wttr.in one-line format (`?format=…`): text with `%` codes (``WttrCode``), each replaced by its value. A `%`
/// that starts no known code is kept as typed ("%Q", a lone trailing "%"), and `\n` typed as two characters is a
/// line break, as wttr.in reads them.
package struct WttrTemplate: Sendable, Hashable {
    /// A run of text kept as it is, or a code to fill in.
    private enum Piece: Sendable, Hashable {
        case text(String)
        case code(WttrCode)
    }

    private let pieces: [Piece]

    /// The numbered formats, exactly wttr.in's: "1" `%c %t`, "2" `%c 🌡️%t 🌬️%w`, "3" `%l: %c %t`, "4"
    /// `%l: %c 🌡️%t 🌬️%w`, each ending in a line break; `nil` for any other number.
    package static func preset(_ number: String) -> WttrTemplate? {
        let thermometer = "\u{1F321}\u{FE0F}", windFace = "\u{1F32C}\u{FE0F}"
        let presets = ["1": "%c %t\n", "2": "%c \(thermometer)%t \(windFace)%w\n", "3": "%l: %c %t\n", "4": "%l: %c \(thermometer)%t \(windFace)%w\n"]
        return presets[number].map(WttrTemplate.init(parsing:))
    }

    /// A format as typed in a query, `+` still standing for a space (the server hands it so): each `+` is read as a
    /// space. No line break is added: only what the format says is written, as wttr.in does.
    package init(custom: String) {
        self.init(parsing: custom.replacing("+", with: " "))
    }

    /// Reads `text`: `%` and a code's letter is the code, `\` and `n` a line break, anything else itself.
    private init(parsing text: String) {
        var pieces: [Piece] = []
        var literal = ""
        var characters = text[...]
        while let character = characters.popFirst() {
            if character == "%", let letter = characters.first, let code = WttrCode(rawValue: letter) {
                characters.removeFirst()
                if !literal.isEmpty { pieces.append(.text(literal)) }
                literal = ""
                pieces.append(.code(code))
            } else if character == "\\", characters.first == "n" {
                characters.removeFirst()
                literal.append("\n")
            } else {
                literal.append(character)
            }
        }
        if !literal.isEmpty { pieces.append(.text(literal)) }
        self.pieces = pieces
    }

    /// The codes the format uses.
    var codes: Set<WttrCode> {
        Set(pieces.compactMap { if case .code(let code) = $0 { code } else { nil } })
    }

    /// Whether any code is filled in from `source`.
    func needs(_ source: WttrCode.Source) -> Bool { codes.contains { $0.source == source } }

    /// Whether the format shows the UV index (`%u`), which the air quality is asked for.
    package var needsAirQuality: Bool { needs(.airQuality) }

    /// The text with each code replaced by `value(code)`.
    func render(_ value: (WttrCode) -> String) -> String {
        pieces.map { piece in
            switch piece {
            case .text(let text): text
            case .code(let code): value(code)
            }
        }.joined()
    }
}
