import Foundation
import StubServer
import Testing

@Suite("The cache, offline and stale answers, end to end against the loopback stand-in")
struct CacheEndToEndTests: StubbedHomeSuite {
    let home: TemporaryDirectory
    let stub: WeatherStubServer

    init() throws {
        (home, stub) = try Self.started()
    }

    @Test("a second identical run makes no request and prints the same forecast; --no-cache asks again and writes nothing")
    func secondRunIsCached() async throws {
        defer { cleanUp() }
        let first = try await run(["daily", "London", "--days", "3"])
        let second = try await run(["daily", "London", "--days", "3"])
        #expect(first.status == 0 && second.status == 0 && second.standardError.isEmpty)
        #expect(second.standardOutput == first.standardOutput)
        #expect(stub.requests.map(\.path).sorted() == ["/sources/area_status", "/v1/forecast", "/v1/search"], "the second run asked nothing")
        #expect(home.files(in: "cache/forecast").count == 3 && home.files(in: "cache/forecast").allSatisfy { !$0.hasPrefix(".tmp") })
        let json = try await run(["daily", "London", "--days", "3", "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.outputBytes)) as? [String: Any])
        #expect(document["stale"] as? Bool == false && (document["fetched_at"] as? String)?.hasSuffix("Z") == true)
        let uncached = try await run(["daily", "Enschede", "--no-cache"])
        #expect(uncached.status == 0 && stub.requests.count == 6 && home.files(in: "cache/forecast").count == 3)
    }

    @Test("with the service gone, or answering 503 or 429, the cached forecast is shown 'as of' its time, with one warning, exit 0",
          arguments: ["stopped", "server-error", "rate-limited"])
    func staleIfError(failure: String) async throws {
        defer { cleanUp() }
        #expect(try await run(["daily", "London", "--days", "3"]).status == 0)
        // Forecasts are cached for 10 minutes: --refresh asks again, as an expired entry would.
        switch failure {
        case "stopped": stub.stop()
        case "server-error": stub.behave(.status(503, body: #"{"error":true,"reason":"down"}"#, contentType: "application/json"))
        default: stub.behave(.status(429, body: #"{"error":true,"reason":"slow down"}"#, contentType: "application/json"))
        }
        let stale = try await run(["daily", "London", "--days", "3", "--refresh"])
        #expect(stale.status == 0)
        let warnings = stale.standardError.split(separator: "\n")
        #expect(warnings.count == 1 && warnings[0].hasPrefix("forecast: warning: ") && warnings[0].contains("showing the answer saved at"))
        #expect(stale.standardOutput.split(separator: "\n")[1].contains(" · as of "))
        let json = try await run(["daily", "London", "--days", "3", "--refresh", "--format", "json"])
        #expect(json.status == 0 && json.standardOutput.contains(#""stale": true"#))
    }

    @Test("--offline with an empty cache exits 68 with a hint and makes no request; with a cache it makes none either")
    func offline() async throws {
        defer { cleanUp() }
        let empty = try await run(["daily", "London", "--offline"])
        #expect(empty.status == 68 && empty.standardError.contains("offline") && empty.standardError.split(separator: "\n").count == 1)
        #expect(stub.requests.isEmpty)
        #expect(try await run(["hourly", "London", "--hours", "6"]).status == 0)
        let requests = stub.requests.count
        let cached = try await run(["hourly", "London", "--hours", "6", "--offline"])
        #expect(cached.status == 0 && stub.requests.count == requests)
        #expect(try await run(["daily", "London", "--offline", "--refresh"]).status == 64, "contradicting flags are a usage error")
    }

    @Test("--refresh on a MET Norway forecast sends If-Modified-Since and takes the 304")
    func metNorwayRevalidation() async throws {
        defer { cleanUp() }
        let hour = { Int(Date().timeIntervalSince1970 / 3600) }
        let firstHour = hour()
        let first = try await run(["daily", "London", "--provider", "met-norway", "--days", "3"])
        let again = try await run(["daily", "London", "--provider", "met-norway", "--days", "3", "--refresh"])
        #expect(first.status == 0 && again.status == 0 && again.standardError.isEmpty)
        // The stub makes a new forecast each hour: across an hour's mark its answer is a new 200, not the 304.
        if hour() == firstHour {
            #expect(again.standardOutput == first.standardOutput)
        }
        let forecasts = stub.requests(to: .metNorway)
        #expect(forecasts.count == 2 && forecasts[0].headers["if-modified-since"] == nil)
        #expect(forecasts[1].headers["if-modified-since"]?.hasSuffix("GMT") == true)
        let cached = try await run(["daily", "London", "--provider", "met-norway", "--days", "3"])
        #expect(cached.status == 0 && stub.requests(to: .metNorway).count == 2, "renewed by the 304: fresh until its Expires")
    }

    @Test("--verbose tells each request on standard error: miss, then hit; never the OpenWeatherMap key")
    func verbose() async throws {
        defer { cleanUp() }
        let first = try await run(["daily", "London", "-v"])
        let second = try await run(["daily", "London", "--verbose"])
        let firstLines = first.standardError.split(separator: "\n"), secondLines = second.standardError.split(separator: "\n")
        #expect(firstLines.count == 3 && firstLines.allSatisfy { $0.hasSuffix(", miss") })
        let asked = firstLines.map { $0.split(separator: " → ")[0] }.map { $0.replacing(/:\d+\//, with: ":PORT/") }
        #expect(asked.filter { $0.hasPrefix("forecast: GET http://127.0.0.1:PORT/v1/") }.count == 2, "the place search and the forecast")
        #expect(asked.contains("forecast: POST http://127.0.0.1:PORT/sources/area_status form country_codes=gb"), "the country's feeds, with the form")
        #expect(secondLines.count == 3 && secondLines.allSatisfy { $0.contains(" → 200, ") && $0.hasSuffix(", hit") })
        let keyed = try await run(
            ["current", "London", "--provider", "openweathermap", "-v"], environment: ["FORECAST_OPENWEATHERMAP_KEY": "sekret4242"]
        )
        #expect(keyed.status == 0 && keyed.standardError.contains("appid=•••") && !keyed.standardError.contains("sekret4242"))
    }

    @Test("32 processes on one empty cache all succeed with the same forecast and leave no temporary files")
    func manyProcesses() async throws {
        defer { cleanUp() }
        let runs = try await withThrowingTaskGroup(of: ForecastRun.self) { group in
            for _ in 0..<32 { group.addTask { try await run(["daily", "London", "--days", "5"]) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(runs.allSatisfy { $0.status == 0 && $0.standardError.isEmpty })
        #expect(Set(runs.map(\.standardOutput)).count == 1)
        let files = home.files(in: "cache/forecast")
        #expect(files.count == 3 && !files.contains { $0.hasPrefix(".tmp") })
    }

    @Test("a truncated or garbled cache entry is ignored and replaced")
    func corruptEntries() async throws {
        defer { cleanUp() }
        #expect(try await run(["daily", "London"]).status == 0)
        for (index, name) in home.files(in: "cache/forecast").enumerated() {
            let path = home.path + "/cache/forecast/" + name
            let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            try (index == 0 ? bytes.prefix(bytes.count / 2) : Data("garbage\n\n{}".utf8)).write(to: URL(fileURLWithPath: path))
        }
        let recovered = try await run(["daily", "London"])
        #expect(recovered.status == 0 && recovered.standardError.isEmpty && stub.requests.count == 6)
        #expect(try await run(["daily", "London"]).status == 0 && stub.requests.count == 6, "the entries were rewritten whole")
    }
}
