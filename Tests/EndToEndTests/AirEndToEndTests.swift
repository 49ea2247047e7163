import Foundation
import StubServer
import Testing

@Suite("forecast air and check air|pollen, end to end against the loopback stand-in")
struct AirEndToEndTests: StubbedHomeSuite {
    let home: TemporaryDirectory
    let stub: WeatherStubServer

    init() throws {
        (home, stub) = try Self.started()
    }

    func json(_ run: ForecastRun) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.outputBytes)) as? [String: Any])
    }

    @Test("London in every format: the European index, now then 24 hours, grass pollen, the request as documented")
    func formats() async throws {
        defer { cleanUp() }
        let table = try await run(["air", "London"])
        #expect(table.status == 0, "\(table.standardError)")
        #expect(table.standardOutput.contains("European AQI") && table.standardOutput.contains("44 Moderate") && table.standardOutput.contains("68 Poor"))
        #expect(table.standardOutput.contains("Grass 12") && table.standardOutput.contains("Air quality by Open-Meteo.com"))
        let document = try json(try await run(["air", "London", "--format", "json"]))
        #expect(document["index"] as? String == "european" && (document["hours"] as? [Any])?.count == 24)
        let current = try #require(document["current"] as? [String: Any])
        #expect(current["aqi"] as? Double == 44 && current["category"] as? String == "moderate")
        #expect((current["pollen"] as? [String: Double]) == ["alder": 0, "birch": 0, "grass": 12, "mugwort": 0, "olive": 0, "ragweed": 0])
        let csv = try await run(["air", "London", "--hours", "3", "--format", "csv"])
        #expect(csv.status == 0 && csv.standardOutput.split(separator: "\r\n").count == 5, "a header, now and three hours")
        let line = try await run(["air", "London", "--format", "line"])
        #expect(line.standardOutput.hasPrefix("London: 44 Moderate, PM2.5 "))
        let asked = try #require(stub.requests(to: .airQuality).first)
        #expect(asked.query["forecast_hours"] == "24" && asked.query["timezone"] == "Europe/London" && asked.query["current"]?.contains("ragweed_pollen") == true)
    }

    @Test("a US coordinate: the US index, no pollen column values; --index european; in German")
    func elsewhere() async throws {
        defer { cleanUp() }
        let us = try json(try await run(["air", "--lat", "40.71", "--lon", "-74.01", "--format", "json", "--hours", "2"]))
        let current = try #require(us["current"] as? [String: Any])
        #expect(us["index"] as? String == "us" && current["aqi"] as? Double == 65 && (current["pollen"] as? [String: Any])?.isEmpty == true)
        let european = try json(try await run(["air", "--lat", "40.71", "--lon", "-74.01", "--index", "european", "--format", "json"]))
        #expect(european["index"] as? String == "european")
        let german = try await run(["air", "London", "--lang", "de", "--hours", "2"])
        #expect(german.standardOutput.contains("44 Mäßig") && german.standardOutput.contains("Gräser 12"))
    }

    @Test("check air and check pollen: yes within 12 hours, no within 3; exit 0 and 1; JSON for scripts")
    func checks() async throws {
        defer { cleanUp() }
        let yes = try await run(["check", "air", "London", "--within", "12h"])
        #expect(yes.status == 0 && yes.standardOutput.hasPrefix("yes: European AQI 68 (poor) at "), "\(yes.standardOutput)")
        let no = try await run(["check", "air", "London", "--within", "3h"])
        #expect(no.status == 1 && no.standardOutput == "no: European AQI 44 (moderate) at most in the next 3 h, below 61\n")
        let pollen = try await run(["check", "pollen", "London", "--within", "12h", "--format", "json"])
        let document = try json(pollen)
        #expect(pollen.status == 0 && document["pollen"] as? String == "grass" && document["value"] as? Double == 60)
        let usThreshold = try await run(["check", "air", "--lat", "40.71", "--lon", "-74.01", "--within", "12h", "--threshold", "150"])
        #expect(usThreshold.status == 1 && usThreshold.standardOutput.hasPrefix("no: US AQI 112 (unhealthy for sensitive groups)"))
        let noPollen = try await run(["check", "pollen", "--lat", "40.71", "--lon", "-74.01"])
        #expect(noPollen.status == 1 && noPollen.standardOutput.contains("no pollen is counted"))
    }

    @Test("bad input is 64 before any request; a bad FORECAST_AIR_QUALITY_URL is 78 naming it")
    func refused() async throws {
        defer { cleanUp() }
        let hours = try await run(["air", "London", "--hours", "500"])
        #expect(hours.status == 64 && hours.standardError.contains("--hours must be between 1 and 168"))
        #expect(try await run(["check", "rain", "London", "--index", "us"]).status == 64)
        #expect(try await run(["check", "air", "London", "--within", "10d"]).status == 64)
        #expect(stub.requests.isEmpty)
        let url = try await run(["air", "London"], environment: ["FORECAST_AIR_QUALITY_URL": "ftp://example"])
        #expect(url.status == 78 && url.standardError.contains("FORECAST_AIR_QUALITY_URL"), "\(url.standardError)")
    }

    @Test("cached as forecasts are: a second run asks nothing; offline shows it; with the service down it is shown 'as of'")
    func cached() async throws {
        defer { cleanUp() }
        let first = try await run(["air", "London"])
        let second = try await run(["air", "London"])
        #expect(first.standardOutput == second.standardOutput && stub.requests(to: .airQuality).count == 1)
        let offline = try await run(["air", "London", "--offline"])
        #expect(offline.status == 0 && offline.standardOutput.contains("44 Moderate"))
        stub.behave(.serverError, on: [.airQuality])
        // Wide enough for the header on one line (a narrower terminal breaks it at spaces).
        let stale = try await run(["air", "London", "--refresh"], environment: ["COLUMNS": "200"])
        #expect(stale.status == 0 && stale.standardOutput.contains(" · as of ") && stale.standardError.contains("warning"), "\(stale.standardError)")
        let verbose = try await run(["air", "London", "--verbose"])
        #expect(verbose.standardError.contains("/v1/air-quality"), "the verbose line names the request")
    }
}
