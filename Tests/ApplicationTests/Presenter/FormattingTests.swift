@testable import Application
import Domain
import Testing

@Suite("Formatting")
struct FormattingTests {
    @Test("rounds to fixed decimals, never printing -0", arguments: [
        (6.75, 1, "6.8"), (0.0, 1, "0.0"), (-0.04, 1, "0.0"), (-0.4, 0, "0"), (-3.5, 0, "-4"), (12.25, 2, "12.25"), (9.96, 1, "10.0"),
    ])
    func fixed(value: Double, decimals: Int, expected: String) {
        #expect(value.fixed(decimals: decimals) == expected)
    }

    @Test("names the nearest of 16 compass points", arguments: [
        (0.0, "N"), (11.2, "N"), (11.3, "NNE"), (225, "SW"), (350, "N"), (360, "N"), (-90, "W"), (270, "W"),
    ])
    func compass(degrees: Double, expected: String) {
        #expect(CompassPoint.name(forDegrees: degrees) == expected)
    }

    @Test("shows dates with their weekday")
    func dates() {
        #expect(LocalDate(year: 2026, month: 11, day: 22)?.shortDisplay == "Sun 22 Nov")
    }

    @Test("counts terminal columns: wide characters two, combining marks none")
    func displayWidth() {
        #expect("London".displayWidth == 6)
        #expect("東京".displayWidth == 4)
        #expect("e\u{301}".displayWidth == 1)
        #expect("☂ Rain".displayWidth == 6)
        #expect(" ~AZaz09".displayWidth == 8)
        #expect("a\tb\u{7F}".displayWidth == 2)  // control characters take no column
    }

    @Test("escapes JSON strings and writes whole numbers without a fraction")
    func json() {
        let value = JSONValue.object([("a", .string("q\"\\\n\u{01}é")), ("b", .number(23)), ("c", .number(-0.5)), ("d", .null)])
        #expect(value.serialized() == "{\n  \"a\": \"q\\\"\\\\\\n\\u0001é\",\n  \"b\": 23,\n  \"c\": -0.5,\n  \"d\": null\n}")
    }

    @Test("JSON strings carry controls, C1, DEL, bidirectional and invisible characters as escapes, never raw", arguments: [
        ("\u{1B}[31m", "\\u001b[31m"), ("\u{9B}", "\\u009b"), ("\u{85}", "\\u0085"), ("\u{7F}", "\\u007f"),
        ("\u{202E}", "\\u202e"), ("\u{2066}", "\\u2066"), ("\u{FEFF}", "\\ufeff"), ("\u{2028}\u{2029}", "\\u2028\\u2029"),
        ("\u{E0041}", "\\udb40\\udc41"), ("\u{0}", "\\u0000"), ("Zürich 東京 🌧", "Zürich 東京 🌧"),
    ])
    func jsonEscapes(text: String, escaped: String) {
        #expect(JSONValue.string(text).serialized() == "\"" + escaped + "\"")
    }

    @Test("negative zero prints as 0, in tables and in JSON")
    func negativeZero() {
        #expect((-0.0).fixed(decimals: 0) == "0")
        #expect((-0.04).fixed(decimals: 1) == "0.0")
        #expect(JSONValue.number(-0.0).serialized() == "0")
    }

    @Test("a number too large for any format is written, never a crash")
    func hugeNumbers() {
        #expect(1e20.fixed(decimals: 0) == "1e+20")
        #expect(Double.infinity.fixed(decimals: 1) == "inf")
        #expect((-0.04).fixed(decimals: 1) == "0.0")
    }
}
