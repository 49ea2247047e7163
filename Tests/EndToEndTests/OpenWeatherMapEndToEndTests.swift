import Foundation
import StubServer
import Testing

@Suite("forecast --provider openweathermap, end to end against the loopback stand-in")
struct OpenWeatherMapEndToEndTests {
    static let key = "0123456789abcdef0123456789abcdef"

    func run(_ arguments: [String], key: String? = key, plan: String? = nil, behaviour: StubBehaviour = .normal) async throws -> (ForecastRun, [StubRequest]) {
        let stub = try WeatherStubServer()
        try stub.start()
        defer { stub.stop() }
        stub.behave(behaviour, on: [.openWeatherMapForecast, .openWeatherMapCurrent, .openWeatherMapDaily])
        var environment: [String: String] = [:]
        environment["FORECAST_OPENWEATHERMAP_KEY"] = key
        environment["FORECAST_OPENWEATHERMAP_PLAN"] = plan
        let run = try await ForecastProcess.run(arguments, baseURL: stub.baseURL, environment: environment)
        return (run, stub.requests)
    }

    @Test("the free plan: London's days from 3-hour steps, with the key sent and never shown")
    func free() async throws {
        let (run, requests) = try await run(["daily", "London", "--provider", "openweathermap", "--days", "3"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.hasPrefix("London, England, United Kingdom"))
        #expect(run.standardOutput.contains("Weather data by OpenWeatherMap"))
        let forecast = try #require(requests.first { $0.path == "/data/2.5/forecast" })
        #expect(forecast.query["appid"] == Self.key && forecast.query["units"] == "metric")
        #expect(!run.standardOutput.contains(Self.key) && !run.standardError.contains(Self.key))
    }

    @Test("a paid plan uses the daily endpoint, up to 16 days; the free plan stops at 5")
    func plans() async throws {
        let (paid, requests) = try await run(["daily", "London", "--provider", "openweathermap", "--days", "10", "--format", "json"], plan: "paid")
        #expect(paid.status == 0, "\(paid.standardError)")
        #expect(requests.contains { $0.path == "/data/2.5/forecast/daily" && $0.query["cnt"] == "10" })
        let (free, freeRequests) = try await run(["daily", "London", "--provider", "openweathermap", "--days", "10"])
        #expect(free.status == 64 && free.standardError.contains("days must be between 1 and 5"))
        #expect(!freeRequests.contains { $0.path.hasPrefix("/data/") })
    }

    @Test("no key: exit 78 naming the variable, before any request")
    func missingKey() async throws {
        let (run, requests) = try await run(["daily", "London", "--provider", "openweathermap"], key: nil)
        #expect(run.status == 78)
        #expect(run.standardError == "forecast: FORECAST_OPENWEATHERMAP_KEY is not set: OpenWeatherMap needs your API key (or key in [openweathermap] in the configuration file)\n")
        #expect(requests.isEmpty)
    }

    @Test("a key the service rejects: exit 77, the service's words, never the key")
    func rejectedKey() async throws {
        let (run, _) = try await run(["current", "London", "--provider", "openweathermap"], key: "rejected")
        #expect(run.status == 77)
        #expect(run.standardError.hasPrefix("forecast: the weather service refused the API key: Invalid API key."))
    }

    @Test("a server that echoes the key in its error, in any output format: the key appears nowhere", arguments: ["table", "json"])
    func echoedKey(format: String) async throws {
        let echo = StubBehaviour.status(500, body: #"{"cod":500,"message":"key \#(Self.key) broke something"}"#, contentType: "application/json")
        let (run, _) = try await run(["daily", "London", "--provider", "openweathermap", "--days", "2", "--format", format], behaviour: echo)
        #expect(run.status == 69)
        #expect(run.standardError.contains("key *** broke something"))
        for bytes in [run.outputBytes, run.errorBytes] {
            #expect(!String(decoding: bytes, as: UTF8.self).contains(Self.key))
        }
    }

    @Test("hourly: its 3-hour steps as rows, 12 hours in 3 to 5 rows")
    func hourly() async throws {
        let (run, _) = try await run(["hourly", "London", "--provider", "openweathermap", "--hours", "12", "--format", "json"])
        #expect(run.status == 0, "\(run.standardError)")
        let hours = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])["hours"] as? [[String: Any]]
        #expect((3...5).contains(hours?.count ?? 0), "the window starts at the current hour; the first step may be up to 3 hours later")
    }

    @Test("a malformed key or plan is a configuration error that never quotes the key")
    func badConfiguration() async throws {
        let (badKey, _) = try await run(["current", "London", "--provider", "openweathermap"], key: "abc def\u{1B}")
        #expect(badKey.status == 78 && badKey.standardError.contains("FORECAST_OPENWEATHERMAP_KEY must be letters and digits"))
        #expect(!badKey.standardError.contains("abc def"))
        let (badPlan, _) = try await run(["current", "London", "--provider", "openweathermap"], plan: "gold")
        #expect(badPlan.status == 78 && badPlan.standardError.contains("FORECAST_OPENWEATHERMAP_PLAN must be free or paid"))
    }
}
