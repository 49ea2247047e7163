import Foundation
import StubServer
import Testing

@Suite("current, hourly, search and check, end to end against the loopback stand-in")
struct CommandsEndToEndTests {
    /// Runs `forecast` against a fresh stub server that behaves as told.
    func run(_ arguments: [String], behaviour: StubBehaviour = .normal) async throws -> (ForecastRun, [StubRequest]) {
        let stub = try WeatherStubServer()
        try stub.start()
        defer { stub.stop() }
        stub.behave(behaviour, on: [.forecast])
        let run = try await ForecastProcess.run(arguments, baseURL: stub.baseURL)
        return (run, stub.requests)
    }

    func json(_ run: ForecastRun) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    }

    @Test("forecast London: daily is the default command and the place may be an argument")
    func defaultCommand() async throws {
        let (run, _) = try await run(["London", "--days", "2"])
        #expect(run.status == 0)
        #expect(run.standardOutput.hasPrefix("London, England, United Kingdom\n"))
    }

    @Test("current: the conditions now, in JSON per the contract")
    func current() async throws {
        let (run, requests) = try await run(["current", "London", "--format", "json"])
        #expect(run.status == 0)
        let document = try json(run)
        #expect(Set(document.keys) == ["place", "alternatives", "units", "current", "source", "place_source", "fetched_at", "stale", "nowcast", "alerts", "alerts_coverage"])
        #expect(document["alerts_coverage"] as? String == "not_covered" && (document["alerts"] as? [Any])?.isEmpty == true)
        let current = try #require(document["current"] as? [String: Any])
        #expect(Set(current.keys) == [
            "time", "condition", "description", "temperature", "apparent_temperature", "relative_humidity", "precipitation",
            "wind_speed", "wind_gusts", "wind_direction", "pressure_msl", "cloud_cover", "is_day",
        ])
        #expect(current["pressure_msl"] as? Double == 1012.4)
        #expect((document["units"] as? [String: Any])?["pressure"] as? String == "hPa")
        // London is inside the 15-minute model's area: the nowcast goes to the same endpoint at the same time, so
        // the conditions' request is one of the last two, in either order.
        let forecasts = requests.filter { $0.path == "/v1/forecast" }
        #expect(forecasts.suffix(2).contains { $0.query["current"] != nil })
        #expect(forecasts.suffix(2).contains { $0.query["minutely_15"] != nil })
    }

    @Test("hourly --hours 30: 30 hours from the current local hour")
    func hourly() async throws {
        let asked = Date()
        let (run, requests) = try await run(["hourly", "--city", "London", "--hours", "30", "--format", "json"])
        let answered = Date()
        #expect(run.status == 0)
        let hours = try #require(try json(run)["hours"] as? [[String: Any]])
        #expect(hours.count == 30)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/London")!
        // The hour under way during the run: a run may cross an hour's mark on a loaded machine.
        let expected = [asked, answered].map { moment in
            let now = calendar.dateComponents([.year, .month, .day, .hour], from: moment)
            return String(format: "%04d-%02d-%02dT%02d:00", now.year!, now.month!, now.day!, now.hour!)
        }
        #expect(expected.contains { hours.first?["time"] as? String == $0 })
        #expect(requests.last { $0.path == "/v1/forecast" }?.query["forecast_hours"] == "31")
    }

    @Test("hourly table: a row an hour, the day where it changes, a trend bar")
    func hourlyTable() async throws {
        let (run, _) = try await run(["hourly", "London", "--hours", "30"])
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("Trend"))
        let rows = run.standardOutput.split(separator: "\n").filter { $0.range(of: #"\d\d:00  "#, options: .regularExpression) != nil }
        #expect(rows.count == 30)
        #expect(rows.filter { $0.range(of: #"^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) "#, options: .regularExpression) != nil }.count >= 2)
    }

    @Test("search London: every candidate, numbered; --country CA narrows to Ontario")
    func search() async throws {
        let (all, _) = try await run(["search", "London"])
        #expect(all.status == 0)
        #expect(all.standardOutput.contains("5 places, most relevant first"))
        let (canadian, requests) = try await run(["search", "London", "--country", "CA", "--format", "json"])
        #expect(canadian.status == 0)
        let places = try #require(try json(canadian)["places"] as? [[String: Any]])
        #expect(places.map { $0["admin1"] as? String } == ["Ontario"])
        #expect(Set(places[0].keys) == [
            "name", "admin1", "admin2", "country", "country_code", "latitude", "longitude", "elevation", "timezone", "population",
        ])
        #expect(requests.last?.query["countryCode"] == "CA")
        let document = try json(canadian)
        #expect((document["fetched_at"] as? String)?.hasSuffix("Z") == true && document["stale"] as? Bool == false)
        let (none, _) = try await run(["search", "Atlantis"])
        #expect(none.status == 66 && none.standardError.contains("Atlantis"))
    }

    @Test("daily --city London --country CA: London, Ontario, with no note")
    func dailyCountry() async throws {
        let (run, _) = try await run(["daily", "--city", "London", "--country", "CA", "--days", "1"])
        #expect(run.status == 0)
        let lines = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "London, Ontario, Canada")
        #expect(lines[2] == "")
    }

    @Test("qualifiers people type: UK, USA, FL, OH; none matching says how many exist elsewhere")
    func qualifiers() async throws {
        for (query, title) in [("London, UK", "London, England, United Kingdom"), ("London, USA", "London, Ohio, United States"),
                               ("Hollywood, FL", "Hollywood, Florida, United States"), ("London, OH", "London, Ohio, United States"),
                               ("Hollywood, CA", "Hollywood, California, United States")] {
            let (run, _) = try await run(["daily", query, "--days", "1"])
            #expect(run.status == 0 && run.standardOutput.hasPrefix(title + "\n"), "\(query)")
        }
        let (texas, _) = try await run(["London, Texas"])
        #expect(texas.status == 66)
        #expect(texas.standardError == "forecast: no place matches \"London, Texas\", but 4 places named London exist elsewhere; list them with: forecast search London\n")
    }

    @Test("the ambiguity note appears for London and not for Beijing")
    func ambiguity() async throws {
        let (london, _) = try await run(["current", "London"])
        #expect(london.standardOutput.split(separator: "\n")[2].hasPrefix("Also: London, Ontario, CA"))
        let (beijing, _) = try await run(["current", "Beijing"])
        #expect(beijing.status == 0)
        #expect(!beijing.standardOutput.contains("Also:"))
        #expect(beijing.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)[2] == "")
    }

    @Test("check rain: no within 6 h (exit 1), yes within 48 h (exit 0), one line each")
    func check() async throws {
        let (soon, _) = try await run(["check", "rain", "London", "--within", "6h"])
        #expect(soon.status == 1)
        #expect(soon.standardOutput.hasPrefix("no: no rain expected in the next 6 h"))
        let (later, _) = try await run(["check", "rain", "--city", "London", "--within", "48h"])
        #expect(later.status == 0)
        #expect(later.standardOutput.range(of: #"^yes: rain likely from .*\d\d:00 \(80%, 0\.4 mm/h\)\n$"#, options: .regularExpression) != nil)
        let (json, _) = try await run(["check", "rain", "London", "--within", "2d", "--format", "json"])
        let document = try self.json(json)
        #expect(document["answer"] as? Bool == true && document["within"] as? String == "2d" && document["value"] as? Double == 80)
    }

    @Test("absurd numbers end every command with 65 and one line, never a signal",
          arguments: [["daily", "London"], ["hourly", "London"], ["current", "London"], ["check", "rain", "London"]])
    func absurd(arguments: [String]) async throws {
        let (run, _) = try await run(arguments, behaviour: .absurd)
        #expect(run.status == 65)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.contains("no weather reaches"))
    }

    @Test("--days -3 says what days may be, naming the provider's limit")
    func negativeDays() async throws {
        let (run, requests) = try await run(["daily", "London", "--days", "-3"])
        #expect(run.status == 64)
        #expect(run.standardError == "forecast: --days must be between 1 and 16, not -3; see 'forecast --help'\n")
        #expect(requests.isEmpty)
    }

    @Test("output that cannot be written exits 74 with one line on standard error")
    func fullDisk() async throws {
        let stub = try WeatherStubServer()
        try stub.start()
        defer { stub.stop() }
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let run = try await ForecastProcess.run(["London"], baseURL: stub.baseURL, standardOutput: full)
        #expect(run.status == 74)
        #expect(run.standardError == "forecast: cannot write the output: No space left on device\n")
    }
}
