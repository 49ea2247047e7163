import FoundationEssentials
@testable import Platform
import Testing

@Suite("JSON parser")
struct JSONParserTests {
    func parse(_ text: String) throws -> JSON {
        try JSONField.document(in: Data(text.utf8)).value ?? .null
    }

    @Test("reads every kind of value")
    func values() throws {
        #expect(try parse(#" {"a": [1, -2.5, true, false, null, "x"], "b": {}} "#) == .object([
            "a": .array([.number(1), .number(-2.5), .bool(true), .bool(false), .null, .string("x")]),
            "b": .object([:]),
        ]))
        #expect(try parse("[]") == .array([]))
        #expect(try parse("\"\"") == .string(""))
    }

    @Test("decodes escapes, including surrogate pairs, and keeps UTF-8 as is")
    func escapes() throws {
        #expect(try parse(#""a\"b\\c\/d\b\f\n\r\t""#) == .string("a\"b\\c/d\u{08}\u{0C}\n\r\t"))
        #expect(try parse(#""\u00e9\u6771\ud83c\udf27""#) == .string("é東🌧"))
        #expect(try parse("\"Zürich 東京\"") == .string("Zürich 東京"))
    }

    @Test("refuses what is not JSON", arguments: [
        "", " ", "{", "[1,]", "{\"a\":1,}", "[1 2]", "01", "1.", ".5", "-", "+1", "1e", "tru", "nul", "NaN", "Infinity",
        "\"unterminated", "\"bad \\x escape\"", "\"tab\tinside\"", "\"nul\u{0}inside\"", "[1]\u{0}", "{a:1}", "[1]]", "{\"a\" 1}", "'x'",
    ])
    func refuses(text: String) {
        #expect(throws: JSONShapeError.notJSON) { try parse(text) }
    }

    @Test("refuses nesting deeper than its limit, without exhausting the stack, even 100000 brackets deep")
    func depth() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONShapeError.tooDeep) { try parse(deep) }
        #expect(throws: JSONShapeError.tooDeep) { try parse(String(repeating: "{\"a\":", count: 100_000)) }
        let allowed = String(repeating: "[", count: JSONParser.maximumDepth) + String(repeating: "]", count: JSONParser.maximumDepth)
        _ = try parse(allowed)
    }

    @Test("reads numbers exactly as Swift's own parser does", arguments: [
        "0", "-0", "7", "51.50853", "-0.12574", "0.05", "1e3", "2.5E-3", "-1.7976931348623157e308", "5e-324",
        "123456789012345", "1234567890123456789", "0.1", "0.3", "3.0000000000000004", "9007199254740993",
        "0.000000000000000000000000001", "12.250000000000000000001",
    ])
    func numbers(text: String) throws {
        #expect(try parse(text) == .number(Double(text)!))
    }

    @Test("a number beyond a Double's range is refused; one too small reads as 0; -0 is negative zero")
    func numberLimits() throws {
        #expect(throws: JSONShapeError.numberOutOfRange) { try parse("1e400") }
        #expect(throws: JSONShapeError.numberOutOfRange) { try parse("[-1e400]") }
        #expect(throws: JSONShapeError.numberOutOfRange) { try parse("1" + String(repeating: "0", count: 400)) }
        #expect(try parse("1e-400") == .number(0))
        guard case .number(let zero) = try parse("-0") else { Issue.record("not a number"); return }
        #expect(zero == 0 && zero.sign == .minus)
    }

    @Test("lone surrogates in escapes become U+FFFD; a valid pair after a lone one still joins")
    func loneSurrogates() throws {
        #expect(try parse(#""\ud83c alone""#) == .string("\u{FFFD} alone"))
        #expect(try parse(#""\udf27""#) == .string("\u{FFFD}"))
        #expect(try parse(#""\ud83c\u0041""#) == .string("\u{FFFD}A"))
        #expect(try parse(#""\ud83c\ud83c\udf27""#) == .string("\u{FFFD}🌧"))
    }

    @Test("invalid UTF-8 becomes U+FFFD; escaped controls are kept as data, for the printer to make safe")
    func repairedText() throws {
        let invalid: [UInt8] = [0x22, 0x61, 0xFF, 0xC0, 0x80, 0x62, 0xED, 0xA0, 0x80, 0x22]
        guard case .string(let text) = try JSONField.document(in: invalid).value else { Issue.record("not text"); return }
        #expect(text.hasPrefix("a\u{FFFD}") && text.contains("b") && !text.contains("\u{0}"))
        #expect(try parse(#""\u0000\u001b[31m\u009b""#) == .string("\u{0}\u{1B}[31m\u{9B}"))
    }

    @Test("a repeated key keeps its last value")
    func duplicateKeys() throws {
        #expect(try parse(#"{"a": 1, "a": [2]}"#) == .object(["a": .array([.number(2)])]))
    }

    @Test("a string of several megabytes is read whole")
    func hugeString() throws {
        let long = String(repeating: "é", count: 3_000_000)
        #expect(try parse("\"" + long + "\"") == .string(long))
    }

    @Test("reads a thousand generated decimals exactly as Swift's own parser does")
    func generatedNumbers() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<1000 {
            let whole = Int.random(in: -100_000...100_000, using: &generator)
            let fraction = String(Int.random(in: 0...9_999_999, using: &generator))
            let text = "\(whole).\(String(repeating: "0", count: Int.random(in: 0...3, using: &generator)))\(fraction)"
            #expect(try parse(text) == .number(Double(text)!), "\(text)")
        }
    }
}

@Suite("Reading JSON fields")
struct JSONFieldTests {
    func document(_ text: String) throws -> JSONField {
        try JSONField.document(in: Data(text.utf8))
    }

    @Test("missing and null are both absent; a wrong type names its path")
    func absentAndMismatched() throws {
        let json = try document(#"{"a": null, "list": [{"n": "x"}]}"#)
        #expect(try json["a"].optionalString() == nil)
        #expect(try json["missing"].optionalNumber() == nil)
        #expect(throws: JSONShapeError(path: "missing", problem: "missing")) { try json["missing"].string() }
        #expect(throws: JSONShapeError(path: "a", problem: "expected text, found null")) { try json["a"].string() }
        let items = try #require(try json["list"].optionalArray())
        #expect(throws: JSONShapeError(path: "list[0].n", problem: "expected a number")) { try items[0]["n"].number() }
    }

    @Test("number lists keep nulls and name the item at fault")
    func numberLists() throws {
        let json = try document(#"{"v": [1, null, 2.5], "bad": [1, "two"]}"#)
        #expect(try json["v"].optionalNumbers() == [1, nil, 2.5])
        #expect(throws: JSONShapeError(path: "bad[1]", problem: "expected a number")) { try json["bad"].optionalNumbers() }
    }

    @Test("whole numbers must be whole")
    func integers() throws {
        let json = try document(#"{"a": 1100, "b": 3.5}"#)
        #expect(try json["a"].optionalInteger() == 1100)
        #expect(throws: JSONShapeError(path: "b", problem: "expected a whole number")) { try json["b"].optionalInteger() }
    }
}
