import ArgumentParser

/// A number written in decimal notation, as a person types one: `51.5`, `-0.12`, `+3`, `.5`, `1e3`, `-0`.
///
/// `Double`'s own parser also takes `0x10`, `nan`, `inf` and `1e400` (infinity); none of them is a latitude, a
/// timeout or a threshold anyone means, so each is refused with a usage error naming the option.
struct DecimalArgument: ExpressibleByArgument, Sendable {
    /// The number.
    let value: Double

    /// A default, as written in help.
    init(_ value: Double) {
        self.value = value
    }

    init?(argument: String) {
        guard Self.isDecimal(argument.utf8), let value = Double(argument), value.isFinite else { return nil }
        self.value = value
    }

    var defaultValueDescription: String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    /// Whether `text` is `[+-]digits[.digits][(e|E)[+-]digits]`, with digits on at least one side of the point.
    private static func isDecimal(_ text: String.UTF8View) -> Bool {
        var bytes = text[...]
        func digits() -> Int {
            let count = bytes.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }.count
            bytes = bytes.dropFirst(count)
            return count
        }
        func skip(_ characters: String) -> Bool {
            guard let first = bytes.first, characters.utf8.contains(first) else { return false }
            bytes = bytes.dropFirst()
            return true
        }
        _ = skip("+-")
        var mantissa = digits()
        if skip(".") { mantissa += digits() }
        guard mantissa > 0 else { return false }
        if skip("eE") {
            _ = skip("+-")
            guard digits() > 0 else { return false }
        }
        return bytes.isEmpty
    }
}
