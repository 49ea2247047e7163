import Foundation
import StubServer
import Testing

/// Text from a service built to attack a terminal (escape sequences, OSC 52 clipboard writes, C1 controls,
/// bidirectional overrides, invisible characters, line separators) never reaches standard output or standard
/// error as anything a terminal acts on: checked on the raw bytes the binary wrote.
@Suite("Hostile text from a service, end to end")
struct HostileTextEndToEndTests {
    /// Where `bytes` hold something a terminal would act on, or `nil` when they are clean. Line feeds end lines, and
    /// the joiners ZWNJ and ZWJ only shape letters; JSON output carries the same characters as `\u` escapes, which are
    /// plain ASCII.
    static func firstHazard(in bytes: [UInt8]) -> String? {
        for (offset, byte) in bytes.enumerated() {
            if byte < 0x20 && byte != 0x0A || byte == 0x7F { return "control byte \(byte) at \(offset)" }
            if byte == 0xC2, offset + 1 < bytes.count, (0x80...0x9F).contains(bytes[offset + 1]) { return "C1 control at \(offset)" }
        }
        let text = String(decoding: bytes, as: UTF8.self)
        guard Array(text.utf8) == bytes else { return "invalid UTF-8" }
        for scalar in text.unicodeScalars where scalar != "\n" && scalar != "\u{200C}" && scalar != "\u{200D}" {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator:
                return "U+\(String(scalar.value, radix: 16, uppercase: true))"
            default:
                continue
            }
        }
        return nil
    }

    func run(_ arguments: [String], hostile endpoints: Set<StubEndpoint>) async throws -> ForecastRun {
        let stub = try WeatherStubServer()
        try stub.start()
        defer { stub.stop() }
        stub.behave(.hostileText, on: endpoints)
        return try await ForecastProcess.run(arguments, baseURL: stub.baseURL)
    }

    /// One run: the command, which endpoint answers with hostile text, and how the run ends.
    struct Case: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let hostile: StubEndpoint
        let status: Int32
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let cases: [Case] = [
        Case(arguments: ["daily", "London"], hostile: .search, status: 0),
        Case(arguments: ["daily", "London", "--format", "json"], hostile: .search, status: 0),
        Case(arguments: ["current", "London"], hostile: .search, status: 0),
        Case(arguments: ["search", "London"], hostile: .search, status: 0),
        Case(arguments: ["search", "London", "--format", "json"], hostile: .search, status: 0),
        Case(arguments: ["check", "rain", "London"], hostile: .search, status: 0),
        Case(arguments: ["daily", "--lat", "1", "--lon", "2"], hostile: .forecast, status: 69),
        Case(arguments: ["current", "--lat", "1", "--lon", "2", "--format", "json"], hostile: .forecast, status: 69),
    ]

    @Test("place names in tables and JSON, and a service's error reason, arrive clean", arguments: cases)
    func clean(_ test: Case) async throws {
        let run = try await run(test.arguments, hostile: [test.hostile])
        #expect(run.status == test.status, "\(run.standardError)")
        #expect(Self.firstHazard(in: run.outputBytes) == nil)
        #expect(Self.firstHazard(in: run.errorBytes) == nil)
        #expect(!run.outputBytes.isEmpty || !run.errorBytes.isEmpty)
    }

    @Test("the text is kept, only made harmless: the name reads London, and JSON keeps every character as an escape")
    func keptReadable() async throws {
        let table = try await run(["search", "London"], hostile: [.search])
        #expect(table.standardOutput.contains("Londonnodnol") || table.standardOutput.contains("London"))
        let json = try await run(["search", "London", "--format", "json"], hostile: [.search])
        #expect(json.standardOutput.contains(#"\u001b]52;c;ZWNobyBvd25lZA==\u0007\u202enodnoL\u2066\u009b2J"#))
    }
}
