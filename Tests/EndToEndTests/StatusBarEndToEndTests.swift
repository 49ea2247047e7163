import Foundation
import StubServer
import Testing

@Suite("--format waybar and i3blocks, end to end against the loopback stand-in")
struct StatusBarEndToEndTests: StubbedHomeSuite {
    let home: TemporaryDirectory
    let stub: WeatherStubServer

    init() throws {
        (home, stub) = try Self.started()
    }

    /// The one JSON object a run wrote on one line, parsed.
    static func object(_ run: ForecastRun) throws -> [String: Any] {
        #expect(run.standardOutput.hasSuffix("\n") && run.standardOutput.dropLast().firstIndex(of: "\n") == nil, "one line: \(run.standardOutput)")
        return try #require(try JSONSerialization.jsonObject(with: Data(run.outputBytes)) as? [String: Any])
    }

    @Test("current --format waybar: one object with text, tooltip, classes and alt; London, KY's advisory in force is a class")
    func waybar() async throws {
        defer { cleanUp() }
        let run = try await run(["current", "London, KY", "--format", "waybar"])
        #expect(run.status == 0 && run.standardError.isEmpty)
        let object = try Self.object(run)
        #expect((object["text"] as? String)?.hasSuffix("°C") == true)
        let tooltip = try #require(object["tooltip"] as? String).split(separator: "\n")
        #expect(tooltip.first == "London, Kentucky, US" && tooltip.contains { $0.hasPrefix("⚠ Wind Advisory") })
        let classes = try #require(object["class"] as? [String])
        #expect(classes.contains("alert-moderate") && classes.first == object["alt"] as? String)
    }

    @Test("current --format i3blocks: three lines, the warning's colour; hourly's percentage is a whole number")
    func i3blocks() async throws {
        defer { cleanUp() }
        let run = try await run(["current", "London, KY", "--format", "i3blocks"])
        #expect(run.status == 0)
        let lines = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 4 && lines[3].isEmpty && lines[0].hasSuffix("°C") && lines[2] == "#FFCC00", "\(lines)")
        let hourly = try Self.object(try await self.run(["hourly", "London", "--format", "waybar", "--template", "{place}"]))
        #expect(hourly["text"] as? String == "London" && hourly["percentage"] is Int)
    }

    @Test("the service failing with nothing cached: one object saying why, class error, exit 0; the error on standard error")
    func failure() async throws {
        defer { cleanUp() }
        stub.behave(.status(500, body: #"{"error":true,"reason":"down"}"#, contentType: "application/json"))
        let run = try await run(["current", "London", "--format", "waybar"])
        #expect(run.status == 0)
        let object = try Self.object(run)
        #expect(object["class"] as? [String] == ["error"] && object["text"] as? String == "⚠")
        #expect(run.standardError.hasPrefix("forecast: "))
        let block = try await self.run(["current", "London", "--format", "i3blocks"])
        #expect(block.status == 0 && block.standardOutput.hasPrefix("⚠ ") && block.standardOutput.hasSuffix("\n⚠\n#FF8800\n"))
    }

    @Test("the service failing with an answer cached: the cached conditions, class stale")
    func stale() async throws {
        defer { cleanUp() }
        #expect(try await run(["current", "London", "--format", "waybar"]).status == 0)
        stub.behave(.status(503, body: #"{"error":true,"reason":"down"}"#, contentType: "application/json"))
        let run = try await run(["current", "London", "--format", "waybar", "--refresh"])
        #expect(run.status == 0)
        let object = try Self.object(run)
        #expect((object["class"] as? [String])?.last == "stale" && (object["text"] as? String)?.hasSuffix("°C") == true)
    }

    @Test("bad usage is still exit 64, nothing on standard output")
    func usage() async throws {
        defer { cleanUp() }
        for arguments in [["current", "London", "--format", "waybar", "--template", "{sky}"], ["search", "London", "--format", "i3blocks"], ["current", "--format", "bar"]] {
            let run = try await run(arguments)
            #expect(run.status == 64 && run.standardOutput.isEmpty, "\(arguments)")
        }
    }
}
