/// A JSON value whose objects keep their keys in the order given, so documents print in their documented order.
package indirect enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    /// A number, or `null` when there is none.
    static func number(_ value: Double?) -> JSONValue { value.map(JSONValue.number) ?? .null }
    /// A number to `decimals` decimals, or `null` when there is none.
    static func number(_ value: Double?, decimals: Int) -> JSONValue {
        let scale = (0..<decimals).reduce(1.0) { product, _ in product * 10 }
        return .number(value.map { ($0 * scale).rounded() / scale })
    }
    /// A string, or `null` when there is none.
    static func string(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }

    /// The value as pretty-printed JSON, two spaces an indent level.
    package func serialized(indent: String = "") -> String {
        let inner = indent + "  "
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value): return Self.format(value)
        case .string(let value): return Self.quote(value)
        case .array(let items):
            guard !items.isEmpty else { return "[]" }
            return "[\n" + items.map { inner + $0.serialized(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            let lines = members.map { inner + Self.quote($0.key) + ": " + $0.value.serialized(indent: inner) }
            return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
        }
    }

    /// The value on one line with no spaces, for a reader that takes one value a line (a status bar).
    var compact: String {
        switch self {
        case .array(let items): "[" + items.map(\.compact).joined(separator: ",") + "]"
        case .object(let members): "{" + members.map { Self.quote($0.key) + ":" + $0.value.compact }.joined(separator: ",") + "}"
        case .null, .bool, .number, .string: serialized()
        }
    }

    /// Whole numbers without a fraction ("23", not "23.0"); others in Swift's shortest round-tripping form.
    private static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// The text as a JSON string. Besides what JSON requires, every character that is invisible or acts on a
    /// terminal is written as a `\u` escape, never as raw bytes: C0 and C1 controls, DEL, format characters
    /// (bidirectional overrides, zero-width characters) and line or paragraph separators. The data is kept whole.
    private static func quote(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\r": quoted += "\\r"
            case "\t": quoted += "\\t"
            case _ where needsEscape(scalar): quoted += escaped(scalar)
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20..<0x7F: false
        case 0..<0x20, 0x7F..<0xA0, 0x2028, 0x2029: true
        default: scalar.properties.generalCategory == .format
        }
    }

    /// `\uXXXX`, as a UTF-16 surrogate pair above the Basic Multilingual Plane.
    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        String(scalar).utf16.map { unit in
            let hex = String(unit, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }.joined()
    }
}

/// One record's members, in order: what a JSON object and a CSV row are both made from.
typealias JSONFields = [(key: String, value: JSONValue)]
