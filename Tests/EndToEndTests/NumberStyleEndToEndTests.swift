import Foundation
import StubServer
import Testing

/// One number style per language, in every command, in tables and lines: a percentage and degrees are written as the
/// language's CLDR pattern has them ("23%" and "4°C" in English, "23 %" and "4 °C" in German, "23 %" and "4 °C" in French),
/// never two ways in one language.
@Suite("one number style per language, the same in every command")
struct NumberStyleEndToEndTests {
    /// The space between a number and "%" or "°", by language: none, a no-break space, a narrow no-break space or
    /// a space (Babel's CLDR data: `format_percent`, `format_unit(…, 'temperature-celsius', length='short')`).
    static let spacing: [String: (percent: String, degrees: String)] = [
        "en": ("", ""), "de": ("\u{A0}", " "), "fr": ("\u{A0}", "\u{202F}"), "es": ("\u{A0}", " "), "it": ("", " "),
    ]

    static let commands: [[String]] = [
        ["daily", "London", "--days", "3", "--ensemble"], ["hourly", "London", "--hours", "6"], ["current", "London"],
        ["moon", "London", "--days", "2"], ["daily", "London", "--days", "3", "--normal"], ["air", "London", "--hours", "3"],
    ]

    @Test("percentages and degrees are written one way in each language", arguments: ["en", "de", "fr", "es", "it"])
    func oneStyle(language: String) async throws {
        let stub = try WeatherStubServer()
        try stub.start()
        defer { stub.stop() }
        let expected = try #require(Self.spacing[language])
        let lines = Self.commands.map { $0 + ["--format", "line"] }
        for command in Self.commands + lines + (language == "en" ? [["check", "rain", "London", "--within", "48h"]] : []) {
            let run = try await ForecastProcess.run(command + ["--lang", language], baseURL: stub.baseURL, environment: ["NO_COLOR": "1"])
            #expect(run.status <= 1, "\(command): \(run.standardError)")
            for (sign, space) in [("%", expected.percent), ("°[CF]", expected.degrees)] {
                let written = Set(run.standardOutput.matches(of: try Regex("[0-9]([ \u{A0}\u{202F}]?)\(sign)")).map { String($0.output[1].substring ?? "") })
                #expect(written.isSubset(of: [space]), "\(command) in \(language) writes \(sign) after \(written.map { $0.unicodeScalars.map { String($0.value, radix: 16) } }), not after '\(space)'")
            }
        }
    }
}
