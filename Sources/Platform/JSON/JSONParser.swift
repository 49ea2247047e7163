#if canImport(Glibc)
import Glibc
#endif

/// A strict RFC 8259 JSON parser over UTF-8 bytes, small and fast: no Codable, no generic metadata, numbers
/// read without allocating in the common case. Open-Meteo's answers are mostly long arrays of numbers.
///
/// What it does with what RFC 8259 leaves open, or with hostile input (each case has a test):
/// - Nesting deeper than ``maximumDepth``: ``JSONShapeError/tooDeep``, never a stack overflow.
/// - A number beyond `Double`'s range (`1e400`): ``JSONShapeError/numberOutOfRange``; one too small to
///   represent (`1e-400`) reads as 0, and `-0` as negative zero.
/// - Invalid UTF-8 in a string, and a `\u` escape of a lone surrogate: U+FFFD, the replacement character.
/// - Raw control characters (below U+0020, NUL included) in a string: not JSON. Escaped ones (`\u0000`,
///   `\u001b`) are kept as data; whoever prints them must make them safe.
/// - A key repeated in one object: the last value wins.
/// - Size: anything the HTTP client let through (its body cap is 10 MiB).
struct JSONParser {
    /// The deepest nesting accepted, so a hostile answer cannot exhaust the stack.
    static let maximumDepth = 64

    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var depth = 0

    /// Parses a whole document.
    /// - Throws: ``JSONShapeError/notJSON`` for anything that is not exactly one JSON value.
    static func parse(_ bytes: UnsafeRawBufferPointer) throws(JSONShapeError) -> JSON {
        var parser = JSONParser(bytes: bytes.bindMemory(to: UInt8.self))
        let value = try parser.value()
        parser.skipWhitespace()
        guard parser.position == parser.bytes.count else { throw .notJSON }
        return value
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
    }

    private mutating func value() throws(JSONShapeError) -> JSON {
        skipWhitespace()
        switch current {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case .some: return .number(try number())
        case nil: throw .notJSON
        }
    }

    private mutating func literal(_ word: StaticString) throws(JSONShapeError) {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count else { throw .notJSON }
        for offset in 0..<count where bytes[position + offset] != word.utf8Start[offset] { throw .notJSON }
        position += count
    }

    private mutating func nested<T>(_ body: (inout JSONParser) throws(JSONShapeError) -> T) throws(JSONShapeError) -> T {
        depth += 1
        guard depth <= Self.maximumDepth else { throw .tooDeep }
        defer { depth -= 1 }
        return try body(&self)
    }

    private mutating func object() throws(JSONShapeError) -> JSON {
        try nested { parser throws(JSONShapeError) in
            parser.position += 1
            var members: [String: JSON] = [:]
            parser.skipWhitespace()
            if parser.current == UInt8(ascii: "}") { parser.position += 1; return .object(members) }
            while true {
                parser.skipWhitespace()
                guard parser.current == UInt8(ascii: "\"") else { throw .notJSON }
                let key = try parser.string()
                parser.skipWhitespace()
                guard parser.current == UInt8(ascii: ":") else { throw .notJSON }
                parser.position += 1
                members[key] = try parser.value()
                parser.skipWhitespace()
                switch parser.current {
                case UInt8(ascii: ","): parser.position += 1
                case UInt8(ascii: "}"): parser.position += 1; return .object(members)
                default: throw .notJSON
                }
            }
        }
    }

    private mutating func array() throws(JSONShapeError) -> JSON {
        try nested { parser throws(JSONShapeError) in
            parser.position += 1
            var items: [JSON] = []
            parser.skipWhitespace()
            if parser.current == UInt8(ascii: "]") { parser.position += 1; return .array(items) }
            while true {
                items.append(try parser.value())
                parser.skipWhitespace()
                switch parser.current {
                case UInt8(ascii: ","): parser.position += 1
                case UInt8(ascii: "]"): parser.position += 1; return .array(items)
                default: throw .notJSON
                }
            }
        }
    }

    /// A string, from its opening quote; escapes decoded, invalid UTF-8 repaired.
    private mutating func string() throws(JSONShapeError) -> String {
        position += 1
        let start = position
        // Fast path: no escapes, so the bytes are the string.
        while let byte = current, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
            guard byte >= 0x20 else { throw .notJSON }
            position += 1
        }
        if current == UInt8(ascii: "\"") {
            defer { position += 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        }
        var decoded = Array(bytes[start..<position])
        while true {
            guard let byte = current else { throw .notJSON }
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: decoded, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try escape(into: &decoded)
            case ..<0x20:
                throw .notJSON
            default:
                decoded.append(byte)
            }
        }
    }

    private mutating func escape(into decoded: inout [UInt8]) throws(JSONShapeError) {
        guard let byte = current else { throw .notJSON }
        position += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(byte)
        case UInt8(ascii: "b"): decoded.append(0x08)
        case UInt8(ascii: "f"): decoded.append(0x0C)
        case UInt8(ascii: "n"): decoded.append(0x0A)
        case UInt8(ascii: "r"): decoded.append(0x0D)
        case UInt8(ascii: "t"): decoded.append(0x09)
        case UInt8(ascii: "u"):
            let scalar = try escapedScalar()
            decoded.append(contentsOf: String(Character(scalar)).utf8)
        default:
            throw .notJSON
        }
    }

    /// The character a `\u` escape stands for, after its `u`: a surrogate pair joined, a lone surrogate U+FFFD.
    private mutating func escapedScalar() throws(JSONShapeError) -> Unicode.Scalar {
        let unit = try hexQuad()
        if (0xD800...0xDBFF).contains(unit), current == UInt8(ascii: "\\"), position + 1 < bytes.count,
           bytes[position + 1] == UInt8(ascii: "u") {
            let resume = position
            position += 2
            let low = try hexQuad()
            if (0xDC00...0xDFFF).contains(low), let scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) {
                return scalar
            }
            // Not a low surrogate: the high one stands alone, and the next escape is read on its own.
            position = resume
        }
        return Unicode.Scalar(unit) ?? "\u{FFFD}"
    }

    private mutating func hexQuad() throws(JSONShapeError) -> UInt32 {
        guard position + 4 <= bytes.count else { throw .notJSON }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw .notJSON
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }

    /// A number, checked against JSON's grammar. Up to 15 significant digits without an exponent are computed
    /// exactly from the digits (one correctly rounded division); anything else goes to `strtod`.
    private mutating func number() throws(JSONShapeError) -> Double {
        let start = position
        let negative = current == UInt8(ascii: "-")
        if negative { position += 1 }
        var mantissa: UInt64 = 0
        var digits = 0
        guard let first = current, isDigit(first) else { throw .notJSON }
        if first == UInt8(ascii: "0") {
            position += 1
        } else {
            while let byte = current, isDigit(byte) { accumulate(byte, into: &mantissa, digits: &digits) }
        }
        var fractionDigits = 0
        if current == UInt8(ascii: ".") {
            position += 1
            guard let byte = current, isDigit(byte) else { throw .notJSON }
            while let byte = current, isDigit(byte) {
                accumulate(byte, into: &mantissa, digits: &digits)
                fractionDigits += 1
            }
        }
        var hasExponent = false
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            hasExponent = true
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            guard let byte = current, isDigit(byte) else { throw .notJSON }
            while let byte = current, isDigit(byte) { position += 1 }
        }
        if !hasExponent, digits <= 15, fractionDigits < Self.powersOfTen.count {
            let magnitude = Double(mantissa) / Self.powersOfTen[fractionDigits]
            return negative ? -magnitude : magnitude
        }
        let value = slowNumber(from: start)
        guard value.isFinite else { throw .numberOutOfRange }
        return value
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func accumulate(_ byte: UInt8, into mantissa: inout UInt64, digits: inout Int) {
        if digits < 19 { mantissa = mantissa &* 10 &+ UInt64(byte - UInt8(ascii: "0")) }
        if mantissa != 0 || byte != UInt8(ascii: "0") { digits += 1 }
        position += 1
    }

    private func slowNumber(from start: Int) -> Double {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        return strtod(text, nil)
    }

    /// 10⁰ … 10²², each exactly representable as a Double.
    private static let powersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { power, _ in power * 10 }
    }
}
