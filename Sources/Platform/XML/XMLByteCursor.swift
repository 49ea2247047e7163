#if canImport(Glibc)
import Glibc
#endif

/// A position in a document's bytes, and the steps the checks made before libxml2 parses it take over them: each
/// construct (comment, processing instruction, CDATA section, tag) skipped whole, and refused when longer than
/// ``XMLDocumentReader/maximumMarkupBytes``.
struct XMLByteCursor {
    /// The whole document.
    let bytes: UnsafeRawBufferPointer
    /// The index of the next byte to look at.
    var position = 0

    /// A cursor at the start of `bytes`.
    init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// The byte at `offset` from the position, or `nil` past the end.
    func byte(_ offset: Int = 0) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    /// Whether the bytes at the position are `token`'s UTF-8.
    func starts(with token: StaticString) -> Bool {
        let pattern = UnsafeRawBufferPointer(start: token.utf8Start, count: token.utf8CodeUnitCount)
        return bytes.count - position >= pattern.count && pattern.indices.allSatisfy { bytes[position + $0] == pattern[$0] }
    }

    /// Moves past XML's white space: space, tab, carriage return, line feed.
    mutating func skipWhiteSpace() {
        while let next = byte(), Self.isWhiteSpace(next) { position += 1 }
    }

    /// Moves to the next `<`, or to the end when there is none.
    mutating func skipText() {
        guard let base = bytes.baseAddress, position < bytes.count,
              let found = memchr(base + position, Int32(UInt8(ascii: "<")), bytes.count - position) else {
            position = bytes.count
            return
        }
        position = base.distance(to: UnsafeRawPointer(found))
    }

    /// Moves past the construct that starts at the position and ends with `terminator`, looked for from `offset`
    /// bytes on (past its opening).
    /// - Returns: `false`, without moving, when the document ends before the terminator.
    /// - Throws: ``XMLReadError/markupTooLong`` when the construct is longer than the limit, ended or not.
    mutating func skipConstruct(endingWith terminator: StaticString, from offset: Int) throws(XMLReadError) -> Bool {
        let pattern = UnsafeRawBufferPointer(start: terminator.utf8Start, count: terminator.utf8CodeUnitCount)
        let limit = min(bytes.count, position + XMLDocumentReader.maximumMarkupBytes)
        var candidate = position + offset
        while let base = bytes.baseAddress, candidate + pattern.count <= limit {
            guard let found = memchr(base + candidate, Int32(pattern[0]), limit - candidate - pattern.count + 1) else { break }
            candidate = base.distance(to: UnsafeRawPointer(found))
            if pattern.indices.allSatisfy({ bytes[candidate + $0] == pattern[$0] }) {
                position = candidate + pattern.count
                return true
            }
            candidate += 1
        }
        guard limit == bytes.count else { throw .markupTooLong }
        return false
    }

    /// Moves past the tag that starts at the position, to its closing `>` outside quoted attribute values.
    /// - Returns: how many attributes it has (its `=` outside quotes), or `nil`, without moving, when the document ends
    ///   first.
    /// - Throws: ``XMLReadError/markupTooLong`` when the tag is longer than the limit, closed or not.
    mutating func skipTag() throws(XMLReadError) -> Int? {
        let limit = min(bytes.count, position + XMLDocumentReader.maximumMarkupBytes)
        var attributes = 0
        var quote: UInt8?
        for index in position + 1..<limit {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: ">") {
                position = index + 1
                return attributes
            } else if byte == UInt8(ascii: "=") {
                attributes += 1
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            }
        }
        guard limit == bytes.count else { throw .markupTooLong }
        return nil
    }

    /// XML's white space: space, tab, carriage return, line feed.
    static func isWhiteSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A
    }

    /// Whether `byte` may begin an element's name: an ASCII letter, `_`, `:`, or the first byte of a character beyond
    /// ASCII (which libxml2 then checks).
    static func isNameStart(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: ":") || byte >= 0x80
    }
}
