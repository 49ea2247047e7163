import Foundation
import StubServer
import Testing

@Suite("forecast --provider nws, end to end against the loopback stand-in")
struct NWSEndToEndTests {
    func run(_ arguments: [String]) async throws -> (ForecastRun, [StubRequest]) {
        let stub = try WeatherStubServer()
        try stub.start()
        defer { stub.stop() }
        let run = try await ForecastProcess.run(arguments, baseURL: stub.baseURL, environment: ["FORECAST_OPENWEATHERMAP_KEY": "abc123"])
        return (run, stub.requests)
    }

    @Test("daily for a US place: the point first (four decimals, a User-Agent), then its forecast, 7 days in its zone")
    func daily() async throws {
        let (run, requests) = try await run(["daily", "Hollywood, FL", "--provider", "nws", "--format", "json"])
        #expect(run.status == 0, "\(run.standardError)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        #expect((document["days"] as? [Any])?.count == 7)
        let point = try #require(requests.first { $0.path.hasPrefix("/points/") })
        #expect(point.path == "/points/26.0112,-80.1495" && point.headers["user-agent"]?.hasPrefix("forecast/") == true)
        #expect(requests.contains { $0.path == "/gridpoints/TAE/58,65/forecast" && $0.query["units"] == "si" })
    }

    @Test("a place outside the United States: one clear line, exit 69, and nothing asked of the NWS")
    func outside() async throws {
        let (run, requests) = try await run(["daily", "London", "--provider", "nws"])
        #expect(run.status == 69)
        #expect(run.standardError == "forecast: NWS covers only the United States\n")
        #expect(!requests.contains { $0.path.hasPrefix("/points/") }, "the place's country settles it before any request")
    }

    @Test("a bare coordinate outside the United States: the NWS's 404, said the same way")
    func outsideCoordinate() async throws {
        let (run, _) = try await run(["daily", "--lat", "51.5", "--lon", "-0.12", "--provider", "nws"])
        #expect(run.status == 69)
        #expect(run.standardError == "forecast: NWS covers only the United States\n")
    }

    @Test("hourly and current come from the hourly forecast")
    func hourlyAndCurrent() async throws {
        let (hourly, _) = try await run(["hourly", "Hollywood, FL", "--provider", "nws", "--hours", "5", "--format", "json"])
        let hours = try #require(try JSONSerialization.jsonObject(with: Data(hourly.standardOutput.utf8)) as? [String: Any])["hours"] as? [Any]
        #expect(hourly.status == 0 && hours?.count == 5)
        let (current, _) = try await run(["current", "Hollywood, FL", "--provider", "nws"])
        #expect(current.status == 0, "\(current.standardError)")
    }

    @Test("compare London: Open-Meteo, MET Norway and OpenWeatherMap side by side; NWS skipped, outside the US")
    func compare() async throws {
        let (run, requests) = try await run(["compare", "London", "--days", "3", "--format", "json"])
        #expect(run.status == 0, "\(run.standardError)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        #expect((document["providers"] as? [[String: Any]])?.map { $0["provider"] as? String } == ["Open-Meteo", "MET Norway", "OpenWeatherMap"])
        let skipped = try #require(document["skipped"] as? [[String: String]])
        #expect(skipped.map { $0["provider"] } == ["nws"])
        #expect(skipped.first?["reason"] == "NWS covers only the United States")
        #expect(!requests.contains { $0.path.hasPrefix("/points/") }, "compare asks the NWS nothing for London")
    }
}
