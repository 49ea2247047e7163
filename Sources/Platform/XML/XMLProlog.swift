/// The markup before a document's root element, checked on its bytes before libxml2 reads any of them, so that no
/// document type declaration is ever parsed: libxml2 would read one's entity declarations before reporting it.
///
/// A well-formed document in an encoding that keeps ASCII's bytes begins with an optional UTF-8 byte order mark, an
/// optional XML declaration, white space, comments and processing instructions, then either `<!DOCTYPE` or its root
/// element's `<` and name. Anything else cannot be well-formed there, and is refused before libxml2 sees it: so are
/// UTF-16 and UTF-32 documents, whose markup is not in these bytes, and a declared encoding (UTF-7, ISO-2022-JP…) in
/// which the bytes checked here could spell other markup for libxml2.
enum XMLProlog {
    /// Checks the markup before the root element of the document in `bytes`.
    /// - Returns: where the root element's start tag begins.
    /// - Throws: ``XMLReadError/doctypeRefused`` for a document type declaration;
    ///   ``XMLReadError/unsupportedEncoding(_:)`` for a declared encoding that does not keep ASCII's bytes;
    ///   ``XMLReadError/markupTooLong`` for a comment or processing instruction longer than the limit;
    ///   ``XMLReadError/noRootElement`` when the document ends before any element; ``XMLReadError/malformed(_:)`` for
    ///   anything else that is not an XML declaration, white space, a comment or a processing instruction.
    static func rootElementStart(in bytes: UnsafeRawBufferPointer) throws(XMLReadError) -> Int {
        var cursor = XMLByteCursor(bytes: bytes)
        if cursor.starts(with: "\u{FEFF}") { cursor.position += "\u{FEFF}".utf8.count }
        if cursor.starts(with: "<?xml"), let next = cursor.byte(5), XMLByteCursor.isWhiteSpace(next) {
            try readDeclaration(&cursor)
        }
        while true {
            cursor.skipWhiteSpace()
            guard cursor.byte() != nil else { throw .noRootElement }
            if cursor.starts(with: "<?") {
                guard try cursor.skipConstruct(endingWith: "?>", from: 2) else { throw .malformed("a processing instruction is not closed") }
            } else if cursor.starts(with: "<!--") {
                guard try cursor.skipConstruct(endingWith: "-->", from: 4) else { throw .malformed("a comment is not closed") }
            } else if cursor.starts(with: "<!DOCTYPE") {
                throw .doctypeRefused
            } else if cursor.byte() == UInt8(ascii: "<"), let next = cursor.byte(1), XMLByteCursor.isNameStart(next) {
                return cursor.position
            } else {
                throw .malformed("the document does not begin with XML markup in UTF-8 or an encoding like it")
            }
        }
    }

    /// Reads the XML declaration (`<?xml version="1.0" encoding="UTF-8"?>`) at the cursor, refusing an encoding that
    /// does not keep ASCII's bytes. Only its encoding is looked at: libxml2 checks the rest.
    private static func readDeclaration(_ cursor: inout XMLByteCursor) throws(XMLReadError) {
        let start = cursor.position
        guard try cursor.skipConstruct(endingWith: "?>", from: 5) else { throw .malformed("the XML declaration is not closed") }
        let declaration = cursor.bytes[start..<cursor.position]
        guard let keyword = range(of: Array("encoding".utf8), in: declaration) else { return }
        var rest = declaration[keyword.upperBound...].drop { XMLByteCursor.isWhiteSpace($0) }
        guard rest.first == UInt8(ascii: "=") else { throw .malformed("the XML declaration's encoding has no value") }
        rest = rest.dropFirst().drop { XMLByteCursor.isWhiteSpace($0) }
        guard let quote = rest.first, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'"),
              let end = rest.dropFirst().firstIndex(of: quote) else {
            throw .malformed("the XML declaration's encoding is not quoted")
        }
        let name = rest[rest.index(after: rest.startIndex)..<end]
        guard isEncodingName(name) else { throw .malformed("the XML declaration's encoding is not an encoding name") }
        let declared = String(decoding: name, as: UTF8.self)
        guard keepsASCII(encoding: declared) else { throw .unsupportedEncoding(declared) }
    }

    /// Where `pattern` first occurs in `slice` (an XML declaration, so short).
    private static func range(of pattern: [UInt8], in slice: Slice<UnsafeRawBufferPointer>) -> Range<Int>? {
        guard slice.count >= pattern.count else { return nil }
        return (slice.startIndex...(slice.endIndex - pattern.count))
            .first { slice[$0..<$0 + pattern.count].elementsEqual(pattern) }
            .map { $0..<$0 + pattern.count }
    }

    /// Whether `name` is an encoding name as XML spells one (`[A-Za-z] ([A-Za-z0-9._] | '-')*`), of at most 40 letters.
    private static func isEncodingName(_ name: Slice<UnsafeRawBufferPointer>) -> Bool {
        let isLetter: (UInt8) -> Bool = { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
        guard let first = name.first, isLetter(first), name.count <= 40 else { return false }
        return name.allSatisfy { isLetter($0) || (0x30...0x39).contains($0) || $0 == 0x2E || $0 == 0x5F || $0 == 0x2D }
    }

    /// Whether a document in `encoding` has ASCII's bytes for ASCII's characters and no others, so that the markup
    /// checked here is the markup libxml2 reads: UTF-8, US-ASCII, ISO 8859 (Latin) and windows-125x.
    private static func keepsASCII(encoding: String) -> Bool {
        let name = encoding.lowercased()
        if name == "utf-8" || name == "us-ascii" { return true }
        for prefix in ["iso-8859-", "windows-125"] where name.hasPrefix(prefix) {
            let number = name.dropFirst(prefix.count)
            return !number.isEmpty && number.allSatisfy { $0.isASCII && $0.isNumber }
        }
        return false
    }
}
