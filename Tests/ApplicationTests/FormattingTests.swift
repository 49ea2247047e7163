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
}
