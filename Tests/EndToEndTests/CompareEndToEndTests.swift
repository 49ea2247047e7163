import Foundation
import StubServer
import Testing

@Suite("forecast compare, end to end against the loopback stand-in")
struct CompareEndToEndTests {
    func run(_ arguments: [String], key: String? = "abc123", failing: Set<StubEndpoint> = []) async throws -> ForecastRun {
        let stub = try WeatherStubServer()
        try stub.start()
        defer { stub.stop() }
        stub.behave(.serverError, on: failing)
        var environment: [String: String] = [:]
        environment["FORECAST_OPENWEATHERMAP_KEY"] = key
        return try await ForecastProcess.run(arguments, baseURL: stub.baseURL, environment: environment)
    }

    @Test("every configured provider side by side, with the spread; JSON as documented")
    func sideBySide() async throws {
        let table = try await run(["compare", "London", "--days", "3"])
        #expect(table.status == 0, "\(table.standardError)")
        for name in ["Open-Meteo", "MET Norway", "OpenWeatherMap", "spread"] { #expect(table.standardOutput.contains(name)) }
        let json = try await run(["compare", "London", "--days", "3", "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect(Array(document.keys).sorted() == ["alerts", "alerts_coverage", "alternatives", "fetched_at", "place", "place_source", "providers", "skipped", "spread", "stale", "units"])
        #expect((document["providers"] as? [[String: Any]])?.map { $0["provider"] as? String } == ["Open-Meteo", "MET Norway", "OpenWeatherMap"])
        let spread = try #require((document["spread"] as? [[String: Any]])?.first)
        #expect(Set(spread.keys) == ["date", "temperature_max", "temperature_min", "precipitation_sum"])
    }

    @Test("a provider with no key, or one that fails, is skipped with its reason; the others are compared")
    func skipped() async throws {
        let run = try await run(["compare", "London", "--format", "json"], key: nil, failing: [.metNorway])
        #expect(run.status == 0, "\(run.standardError)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let skipped = try #require(document["skipped"] as? [[String: String]])
        #expect(skipped.map { $0["provider"] } == ["met-norway", "openweathermap", "nws"], "NWS: London is outside the US")
        #expect(skipped[1]["reason"] == "FORECAST_OPENWEATHERMAP_KEY is not set: OpenWeatherMap needs your API key (or key in [openweathermap] in the configuration file)")
        #expect((document["providers"] as? [Any])?.count == 1)
    }

    @Test("the table: the spread reads as a difference (Δ), never as a temperature; each skipped service on its own line")
    func tableSpreadAndSkipped() async throws {
        let table = try await run(["compare", "London", "--days", "2"], key: nil)
        #expect(table.status == 0, "\(table.standardError)")
        let lines = table.standardOutput.split(separator: "\n").map(String.init)
        let spreadRows = lines.filter { $0.contains("spread") }
        #expect(spreadRows.count == 2 && spreadRows.allSatisfy { $0.contains("Δ") && $0.firstMatch(of: /\s\s-?[0-9]+°C/) == nil }, "\(spreadRows)")
        let also = try #require(lines.first { $0.hasPrefix("Also: ") })
        #expect(!also.contains("skipped"), "the Also note names places only: \(also)")
        #expect(lines.filter { $0.hasPrefix("openweathermap skipped: ") || $0.hasPrefix("nws skipped: ") }.count == 2, "\(lines)")
        let german = try await run(["compare", "London", "--days", "2", "--lang", "de"], key: nil)
        #expect(german.standardOutput.contains("\nopenweathermap ausgelassen: FORECAST_OPENWEATHERMAP_KEY is not set"), "\(german.standardOutput)")
    }

    @Test("when every provider fails, compare fails with the first one's error")
    func allFail() async throws {
        let run = try await run(["compare", "London"], key: nil, failing: [.forecast, .metNorway])
        #expect(run.status == 69)
        #expect(run.standardError.hasPrefix("forecast: the weather service answered with HTTP 500"))
        #expect(run.standardOutput.isEmpty)
    }

    @Test("days a comparison cannot show are refused with 64 before anything is asked, the place search included")
    func daysRefusedFirst() async throws {
        let stub = try WeatherStubServer()
        try stub.start()
        defer { stub.stop() }
        let run = try await ForecastProcess.run(["compare", "London", "--days", "40"], baseURL: stub.baseURL)
        #expect(run.status == 64)
        #expect(run.standardError == "forecast: --days must be between 1 and 16, not 40; see 'forecast --help'\n")
        #expect(stub.requests.isEmpty)
    }
}
