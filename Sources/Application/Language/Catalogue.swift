/// The words of one language, read from its catalogue: lines of `key = text`, `#` comments. A key the
/// catalogue lacks falls back to English, so a half-finished translation still reads.
///
/// Read for every run that shows a table, so it is read cheaply: only the language asked for is read (English
/// only when a key is missing, which a complete catalogue never is), the file is scanned once for where its entries
/// are, and a text becomes a `String` only when asked for (the standard library's generic string searching cost
/// about 1.5 ms here for a whole catalogue; this, well under 0.1 ms).
package struct Catalogue: Sendable {
    /// The language.
    let language: Language
    private let table: CatalogueTable

    /// English, the catalogue every test and default uses.
    static let english = Catalogue(.en)

    /// English's entries, read the first time a catalogue lacks a key.
    private static let englishFallback = CatalogueTable(Language.en.catalogueText)

    /// The catalogue of `language`, its text read by `reading` (the compiled-in catalogue; a counting reader in tests).
    package init(_ language: Language, reading: (Language) -> [UInt8] = { $0.catalogueText }) {
        self.language = language
        table = CatalogueTable(reading(language))
    }

    /// The text of `key`, with each `{name}` filled in from `values` (an unknown name is left as it is).
    func callAsFunction(_ key: String, _ values: KeyValuePairs<String, String> = [:]) -> String {
        let text = table.text(for: key) ?? fallback(for: key) ?? key
        return values.isEmpty ? text : Self.filling(text, with: values)
    }

    /// Whether this catalogue or English has a text for `key`.
    func has(_ key: String) -> Bool { table.text(for: key) != nil || fallback(for: key) != nil }

    /// English's text of `key`, for a catalogue that lacks it.
    private func fallback(for key: String) -> String? {
        language == .en ? nil : Self.englishFallback.text(for: key)
    }

    /// The keys and texts of a catalogue file. Lines without " = " and comment lines are not entries.
    static func entries(in bytes: [UInt8]) -> [String: String] {
        let table = CatalogueTable(bytes)
        return Dictionary(table.entries.map { (table.string(at: $0.key), table.string(at: $0.text)) }) { first, _ in first }
    }

    /// `template` with each `{name}` filled in from `values` (an unknown name is left as it is; each placeholder is
    /// filled once, so a value that reads like a placeholder stays as it is).
    static func filling<Values: Sequence>(_ template: String, with values: Values) -> String where Values.Element == (key: String, value: String) {
        var result = "", rest = Substring(template)
        while let open = rest.utf8.firstIndex(of: UInt8(ascii: "{")), let close = rest.utf8[open...].firstIndex(of: UInt8(ascii: "}")) {
            let name = rest[rest.utf8.index(after: open)..<close]
            result += rest[..<open]
            result += values.first { $0.key == name }?.value ?? String(rest[open...close])
            rest = rest[rest.utf8.index(after: close)...]
        }
        return result + rest
    }
}

/// A catalogue file's bytes, and where each entry's key and text lie in them.
private struct CatalogueTable: Sendable {
    let bytes: [UInt8]
    let entries: [(key: Range<Int>, text: Range<Int>)]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var entries: [(key: Range<Int>, text: Range<Int>)] = []
        var lineStart = 0
        while lineStart < bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            defer { lineStart = lineEnd + 1 }
            // Only ASCII blanks and a CR surround an entry: a no-break space may be a text (French thousands).
            var start = lineStart, end = lineEnd
            while start < end, Self.isBlank(bytes[start]) { start += 1 }
            while end > start, Self.isBlank(bytes[end - 1]) || bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            guard start < end, bytes[start] != UInt8(ascii: "#") else { continue }
            guard let equals = (start..<end).first(where: { Self.isSeparator(bytes, at: $0, end: end) }) else { continue }
            entries.append((start..<equals, (equals + 3)..<end))
        }
        self.entries = entries
    }

    /// The text of `key`, when the file has it.
    func text(for key: String) -> String? {
        let wanted = key.utf8
        return entries.first { $0.key.count == wanted.count && bytes[$0.key].elementsEqual(wanted) }.map { string(at: $0.text) }
    }

    /// The bytes at `range`, as text.
    func string(at range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    private static func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    /// Whether " = " starts at `index` and ends before `end`.
    private static func isSeparator(_ bytes: [UInt8], at index: Int, end: Int) -> Bool {
        index + 3 <= end && bytes[index] == UInt8(ascii: " ") && bytes[index + 1] == UInt8(ascii: "=") && bytes[index + 2] == UInt8(ascii: " ")
    }
}
