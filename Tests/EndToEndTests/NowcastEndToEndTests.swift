import Foundation
import StubServer
import Testing

@Suite("forecast nowcast, check rain from a nowcast, and the nowcast in bars, end to end against the loopback stand-in")
struct NowcastEndToEndTests: StubbedHomeSuite {
    let home: TemporaryDirectory
    let stub: WeatherStubServer

    init() throws {
        (home, stub) = try Self.started()
    }

    func json(_ run: ForecastRun) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.outputBytes)) as? [String: Any], "\(run.standardError)")
    }

    @Test("Bergen from the radar: 23 steps of 5 minutes, the stub's shower read as the outlook (start step 3, 2.4 mm/h at 9, dry by 14)")
    func radar() async throws {
        defer { cleanUp() }
        let document = try json(try await run(["nowcast", "Bergen", "--format", "json"]))
        let steps = try #require(document["steps"] as? [[String: Any]])
        #expect(document["method"] as? String == "radar" && document["step_minutes"] as? Int == 5 && steps.count == 23)
        let summary = try #require(document["summary"] as? [String: Any])
        #expect(summary["kind"] as? String == "rain" && summary["start"] as? String == steps[3]["time"] as? String)
        #expect(summary["end"] as? String == steps[14]["time"] as? String)
        let heaviest = try #require(summary["heaviest"] as? [String: Any])
        #expect(heaviest["time"] as? String == steps[9]["time"] as? String && heaviest["precipitation_rate"] as? Double == 2.4)
        #expect(document["fallback"] is NSNull)
        #expect(stub.requests(to: .metNorwayNowcast).count == 1, "one request beyond the place search")
        let table = try await run(["nowcast", "Bergen"])
        #expect(table.status == 0 && table.standardOutput.contains("radar, 5 min") && table.standardOutput.contains("heaviest 2.4 mm/h"))
        #expect(stub.requests(to: .metNorwayNowcast).count == 1, "answered from the cache within the radar's Expires")
    }

    @Test("Tromsø: the radar has no coverage, so Open-Meteo answers and one line says why")
    func fallback() async throws {
        defer { cleanUp() }
        let table = try await run(["nowcast", "Tromsø"])
        #expect(table.status == 0, "\(table.standardError)")
        #expect(table.standardOutput.contains("MET Norway: no radar coverage here"))
        let document = try json(try await run(["nowcast", "Tromsø", "--format", "json"]))
        let fallback = try #require(document["fallback"] as? [String: Any])
        #expect(fallback["reason"] as? String == "no_radar_coverage" && document["method"] as? String == "interpolated")
    }

    @Test("check rain within 30 minutes and 1 hour at Bergen reads the radar by intensity; a chance threshold is refused")
    func check() async throws {
        defer { cleanUp() }
        let soon = try await run(["check", "rain", "Bergen", "--within", "1h"])
        #expect(soon.status == 0 && soon.standardOutput.hasPrefix("yes: rain from "), "\(soon.standardOutput)\(soon.standardError)")
        let heavy = try await run(["check", "rain", "Bergen", "--within", "2h", "--intensity", "heavy"])
        #expect(heavy.status == 1 && heavy.standardOutput.hasPrefix("no: "), "the shower peaks at 2.4 mm/h: light, never heavy")
        let chance = try await run(["check", "rain", "Bergen", "--within", "30m", "--threshold", "40"])
        #expect(chance.status == 64 && chance.standardOutput.isEmpty && chance.standardError.contains("--intensity"))
    }

    @Test("current at Bergen shows the outlook; every bar's tooltip has it (one JSON line); nowcast as a bar is its strip")
    func current() async throws {
        defer { cleanUp() }
        let table = try await run(["current", "Bergen"])
        #expect(table.status == 0 && table.standardOutput.contains("Rain from about "), "\(table.standardError)")
        let bar = try await run(["current", "Bergen", "--format", "waybar"])
        let object = try json(bar)
        #expect(bar.status == 0 && bar.standardOutput.filter { $0 == "\n" }.count == 1)
        #expect((object["tooltip"] as? String)?.contains("Rain from about ") == true)
        for command in ["daily", "hourly"] {
            let tooltip = try json(try await run([command, "Bergen", "--format", "waybar"]))["tooltip"] as? String
            #expect(tooltip?.contains("Rain from about ") == true, "\(command)'s bar tooltip has the outlook")
        }
        let strip = try json(try await run(["nowcast", "Bergen", "--format", "waybar"]))
        #expect((strip["text"] as? String)?.count == 23 && (strip["text"] as? String)?.hasPrefix("···▂") == true)
    }

    @Test("a place no radar or 15-minute model covers: current asks no nowcast")
    func elsewhere() async throws {
        defer { cleanUp() }
        let beijing = try await run(["current", "Beijing", "--format", "json"])
        let document = try json(beijing)
        #expect(beijing.status == 0 && document["nowcast"] is NSNull)
        #expect(stub.requests(to: .metNorwayNowcast).isEmpty && !stub.requests(to: .forecast).contains { $0.query["minutely_15"] != nil })
    }
}
