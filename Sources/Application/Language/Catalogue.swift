/// The words of one language, read from its catalogue: lines of `key = text`, `#` comments. A key the
/// catalogue lacks falls back to English, so a half-finished translation still reads.
struct Catalogue: Sendable {
    /// The language.
    let language: Language
    private let texts: [String: String]
    private let english: [String: String]

    /// English, the catalogue every test and default uses.
    static let english = Catalogue(.en)

    /// The catalogue of `language`.
    init(_ language: Language) {
        self.language = language
        english = Self.entries(in: Language.en.catalogueText)
        texts = language == .en ? english : Self.entries(in: language.catalogueText)
    }

    /// The text of `key`, with each `{name}` filled in from `values`.
    func callAsFunction(_ key: String, _ values: KeyValuePairs<String, String> = [:]) -> String {
        var text = texts[key] ?? english[key] ?? key
        for (name, value) in values {
            text = text.replacing("{\(name)}", with: value)
        }
        return text
    }

    /// Whether this catalogue or English has a text for `key`.
    func has(_ key: String) -> Bool { texts[key] != nil || english[key] != nil }

    /// The keys and texts of a catalogue file. Lines without " = " and comment lines are not entries.
    static func entries(in bytes: [UInt8]) -> [String: String] {
        var entries: [String: String] = [:]
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
            let trimmed = line.drop { $0.isWhitespace }
            guard !trimmed.hasPrefix("#"), let equals = trimmed.firstRange(of: " = ") else { continue }
            var text = trimmed[equals.upperBound...]
            // Only ASCII blanks and a CR end a text: a no-break space may be one (French thousands).
            while let last = text.last, last == " " || last == "\t" || last == "\r" { text = text.dropLast() }
            entries[String(trimmed[..<equals.lowerBound])] = String(text)
        }
        return entries
    }
}
