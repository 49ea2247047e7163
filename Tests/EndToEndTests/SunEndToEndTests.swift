import Foundation
import StubServer
import Testing

@Suite("forecast sun and moon, end to end against the loopback stand-in")
struct SunEndToEndTests: StubbedHomeSuite {
    let home: TemporaryDirectory
    let stub: WeatherStubServer

    init() throws {
        (home, stub) = try Self.started()
    }

    @Test("Tromsø's polar night for a coordinate: computed, without a single request")
    func polarNight() async throws {
        defer { cleanUp() }
        let run = try await run(["sun", "--lat", "69.65", "--lon", "18.96", "--date", "2026-12-21", "--timezone", "Europe/Oslo"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("the sun does not rise"))
        #expect(stub.requests.isEmpty)
        let json = try await self.run(["sun", "--lat", "69.65", "--lon", "18.96", "--date", "2026-06-21", "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.outputBytes)) as? [String: Any])
        let day = try #require((document["days"] as? [[String: Any]])?.first)
        #expect(day["polar"] as? String == "day" && day["sunrise"] is NSNull && day["day_length_seconds"] as? Double == 86_400)
    }

    @Test("a place name is looked up once; CSV and line formats; bad input is 64")
    func named() async throws {
        defer { cleanUp() }
        let csv = try await run(["sun", "London", "--days", "3", "--format", "csv"])
        #expect(csv.status == 0 && csv.standardOutput.split(separator: "\r\n").count == 4)
        let line = try await run(["sun", "London", "--format", "line"])
        #expect(line.standardOutput.hasPrefix("London: ↑") && stub.requests.map(\.path) == ["/v1/search"], "the second lookup came from the cache")
        #expect(try await run(["sun", "--lat", "1", "--lon", "1", "--date", "2026-13-01"]).status == 64)
        #expect(try await run(["sun", "--lat", "1", "--lon", "1", "--timezone", "Mars/Olympus"]).status == 64)
    }

    @Test("moon for a coordinate: computed without a request; the southern glyph is mirrored; JSON and CSV")
    func moon() async throws {
        defer { cleanUp() }
        let north = try await run(["moon", "--lat", "51.5", "--lon", "-0.12", "--date", "2026-11-28", "--format", "line", "--template", "{moon}"])
        let south = try await run(["moon", "--lat", "-33.87", "--lon", "151.21", "--date", "2026-11-28", "--format", "line", "--template", "{moon}"])
        #expect(north.standardOutput == "🌖\n" && south.standardOutput == "🌔\n", "waning gibbous: lit on the left in the north, the right in the south")
        let json = try await run(["moon", "--lat", "51.5", "--lon", "-0.12", "--date", "2026-11-24", "--days", "2", "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.outputBytes)) as? [String: Any])
        #expect((document["days"] as? [[String: Any]])?.first?["phase"] as? String == "full")
        #expect(document["next_full_moon"] as? String == "2026-11-24T14:53", "PyEphem: 14:53:29 UTC")
        let first = try #require((document["days"] as? [[String: Any]])?.first)
        #expect(first["moonrise"] as? String == "2026-11-24T15:17" && first["moonset"] as? String == "2026-11-24T07:43", "PyEphem: 15:17:45 and 07:43:29 UTC")
        let csv = try await run(["moon", "--lat", "51.5", "--lon", "-0.12", "--days", "3", "--format", "csv"])
        #expect(csv.status == 0 && csv.standardOutput.split(separator: "\r\n").count == 4)
        #expect(stub.requests.isEmpty)
    }

    @Test("moon in Tromsø's polar night: up all day on 21 December 2026, with neither a rise nor a set, in words and JSON")
    func moonAllDay() async throws {
        defer { cleanUp() }
        let arguments = ["moon", "--lat", "69.65", "--lon", "18.96", "--date", "2026-12-21", "--timezone", "Europe/Oslo"]
        let table = try await run(arguments)
        #expect(table.status == 0 && table.standardOutput.contains("up all day"), "\(table.standardOutput)")
        let json = try await run(arguments + ["--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.outputBytes)) as? [String: Any])
        let day = try #require((document["days"] as? [[String: Any]])?.first)
        #expect(day["all_day"] as? String == "up" && day["moonrise"] is NSNull && day["moonset"] is NSNull)
        #expect(stub.requests.isEmpty)
    }
}
