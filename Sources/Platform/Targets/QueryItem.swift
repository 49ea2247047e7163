/// One `name=value` pair of a URL query.
struct QueryItem: Sendable, Hashable {
    let name: String
    let value: String

    init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }

    /// The pair percent-encoded for a query string.
    var encoded: String { "\(Self.percentEncoded(name))=\(Self.percentEncoded(value))" }

    /// `items` as a query string or a form's body: each pair percent-encoded, joined by `&`.
    static func joined(_ items: [QueryItem]) -> String { items.map(\.encoded).joined(separator: "&") }

    /// `text` with every byte of its UTF-8 outside RFC 3986's unreserved set (letters, digits, `-._~`)
    /// written as `%XX`: a space is `%20`, a comma `%2C`, "ü" `%C3%BC`.
    static func percentEncoded(_ text: String) -> String {
        var encoded = ""
        for byte in text.utf8 {
            if isUnreserved(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%" + hexDigits[Int(byte >> 4)] + hexDigits[Int(byte & 0x0F)]
            }
        }
        return encoded
    }

    private static let hexDigits = "0123456789ABCDEF".map(String.init)

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
             UInt8(ascii: "~"):
            true
        default:
            false
        }
    }
}
