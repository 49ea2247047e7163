import Foundation
import StubServer
import Synchronization
import Testing

@Suite("forecast daily, end to end against the loopback stand-in")
struct DailyEndToEndTests {
    /// Runs `forecast` against a fresh stub server that behaves as told.
    func run(_ arguments: [String], behaviour: StubBehaviour = .normal, on endpoints: Set<StubEndpoint> = Set(StubEndpoint.allCases),
             environment: [String: String] = [:]) async throws -> (ForecastRun, [StubRequest]) {
        let stub = try WeatherStubServer()
        try stub.start()
        defer { stub.stop() }
        stub.behave(behaviour, on: endpoints)
        let run = try await ForecastProcess.run(arguments, baseURL: stub.baseURL, environment: environment)
        return (run, stub.requests)
    }

    @Test("prints 7 days for London, United Kingdom, credits the data, and exits 0")
    func londonTable() async throws {
        let labelBefore = Self.dayLabel(Date())
        let (run, requests) = try await run(["daily", "--city", "London", "--days", "7"])
        let labelAfter = Self.dayLabel(Date())
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty)
        let lines = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "London, England, United Kingdom")
        #expect(lines[1] == "51.5085°N, 0.1257°W · Europe/London · 7 days")
        #expect(lines[2].hasPrefix("Also: London, Ontario, CA · London, Ohio, US · London, Kentucky, US"))
        let days = lines.filter { $0.range(of: #"^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2}  "#, options: .regularExpression) != nil }
        #expect(days.count == 7)
        #expect([labelBefore, labelAfter].contains { days.first?.hasPrefix("\($0)  ☁ Overcast") == true }, "the recorded first day, today")
        #expect(run.standardOutput.contains("Weather data by Open-Meteo.com"))
        #expect(!run.standardOutput.contains("\u{1B}["), "no colour when standard output is not a terminal")

        let forecast = try #require(requests.first { $0.path == "/v1/forecast" })
        #expect(forecast.query["timezone"] == "Europe/London")
        #expect(forecast.query["forecast_days"] == "7")
        #expect(forecast.headers["user-agent"]?.hasPrefix("forecast/") == true)
        #expect(forecast.headers["accept-encoding"] == "gzip")
        #expect(requests.first?.path == "/v1/search")
    }

    @Test("--format json follows the documented contract, missing values null")
    func json() async throws {
        let dayBefore = Self.londonDate(Date())
        let (run, _) = try await run(["daily", "--city", "London", "--days", "16", "--format", "json"])
        let dayAfter = Self.londonDate(Date())
        #expect(run.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        #expect(Set(document.keys) == ["place", "alternatives", "units", "days", "source", "place_source", "fetched_at", "stale", "alerts", "alerts_coverage"])
        #expect(document["alerts_coverage"] as? String == "not_covered", "London, GB: no alert service covers it")
        #expect((document["alternatives"] as? [[String: Any]])?.count == 3)
        let place = try #require(document["place"] as? [String: Any])
        #expect(Set(place.keys) == ["name", "admin1", "country", "country_code", "latitude", "longitude", "timezone"])
        #expect(place["name"] as? String == "London" && place["country_code"] as? String == "GB")
        let days = try #require(document["days"] as? [[String: Any]])
        #expect(days.count == 16)
        #expect(Set(days[0].keys) == [
            "date", "condition", "description", "temperature_max", "temperature_min", "precipitation_sum",
            "precipitation_probability", "wind_speed_max", "wind_direction", "sunrise", "sunset", "uv_index_max",
        ])
        let today = try #require(days[0]["date"] as? String)
        #expect(today == dayBefore || today == dayAfter, "the stub's days start today in London, as the service's do")
        #expect((days[0]["sunrise"] as? String)?.hasPrefix(today) == true, "sunrise moves with its day")
        #expect(days[15]["precipitation_probability"] is NSNull, "past the horizon the value is null, not 0")
        #expect((document["source"] as? [String: Any])?["attribution"] as? String == "Weather data by Open-Meteo.com")
    }

    @Test("a coordinate needs no search; a US one has its alerts checked beside its forecast, at the NWS and the public alert server")
    func coordinate() async throws {
        let (run, requests) = try await run(["daily", "--lat", "40.7", "--lon", "-74.4", "--days", "3"])
        #expect(run.status == 0)
        #expect(Set(requests.map(\.path)) == ["/v1/forecast", "/alerts/active", "/alert/area"])
        #expect(run.standardOutput.hasPrefix("40.7000°N, 74.4000°W\nAmerica/New_York · 3 days\n"))
    }

    @Test("invalid input exits 64 with one line, and no request is made", arguments: [
        ["daily", "--city", "London", "--days", "0"], ["daily", "--city", "London", "--days", "17"],
        ["daily", "--lat", "91", "--lon", "0"], ["daily"], ["daily", "--city", "London", "--units", "kelvin"], ["nonsense", "--bogus"],
        ["daily", "London", "--days", "-3"], ["hourly", "London", "--hours", "385"], ["search", "London", "--count", "0"],
        ["check", "rain", "London", "--within", "17d"], ["check", "hail", "London"],
    ])
    func invalidInput(arguments: [String]) async throws {
        let (run, requests) = try await run(arguments)
        #expect(run.status == 64)
        #expect(requests.isEmpty)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.hasPrefix("forecast: ") && run.standardError.filter { $0 == "\n" }.count == 1)
    }

    @Test("an unknown city exits 66, naming it")
    func unknownCity() async throws {
        let (run, requests) = try await run(["daily", "--city", "Atlantis"])
        #expect(run.status == 66)
        #expect(run.standardError == "forecast: no place found matching \"Atlantis\"; check the spelling, or add a country: \"Paris, FR\"\n")
        #expect(requests.allSatisfy { $0.path == "/v1/search" })
    }

    @Test("each failure of the service exits with its documented code and one line", arguments: [
        (StubBehaviour.rateLimited, Int32(75)),
        (.serverError, 69), (.overloaded, 69), (.htmlErrorPage, 69),
        (.malformedJSON, 65), (.emptyBody, 65), (.truncated, 65),
    ])
    func serviceFailures(behaviour: StubBehaviour, expected: Int32) async throws {
        let (run, _) = try await run(["daily", "--city", "London"], behaviour: behaviour, on: [.forecast])
        #expect(run.status == expected)
        #expect(run.standardOutput.isEmpty, "nothing half-written")
        #expect(run.standardError.hasPrefix("forecast: ") && run.standardError.filter { $0 == "\n" }.count == 1)
    }

    @Test("--format csv for 7 days is a header and 7 rows of equally many fields, units in the header")
    func csv() async throws {
        let (run, _) = try await run(["daily", "London", "--days", "7", "--format", "csv", "--units", "imperial"])
        let lines = run.standardOutput.components(separatedBy: "\r\n").dropLast()
        #expect(run.status == 0 && lines.count == 8 && run.standardOutput.hasSuffix("\r\n"))
        #expect(lines.first?.hasPrefix("place,date,condition,description,temperature_max_f,temperature_min_f,precipitation_sum_in") == true)
        #expect(Set(lines.map { $0.split(separator: ",", omittingEmptySubsequences: false).count }).count == 1)
        #expect(lines[1].hasPrefix("London,20"))
        #expect(lines.first?.hasSuffix(",fetched_at,stale") == true && lines[1].hasSuffix(",false"), "each row says when it was fetched")
    }

    @Test("--format line is one line; --template picks what it says; an unknown placeholder is a usage error")
    func line() async throws {
        let (standard, _) = try await run(["daily", "London", "--format", "line"])
        #expect(standard.status == 0 && standard.standardOutput.hasPrefix("London: ") && standard.standardOutput.filter { $0 == "\n" }.count == 1)
        let (custom, _) = try await run(["daily", "London", "--format", "line", "--template", "{place} {temperature_max}{temperature_unit}"])
        #expect(custom.standardOutput.range(of: #"^London -?\d+°C\n$"#, options: .regularExpression) != nil, "\(custom.standardOutput)")
        let (unknown, requests) = try await run(["daily", "London", "--format", "line", "--template", "{sky}"])
        #expect(unknown.status == 64 && unknown.standardError.contains("{sky}") && requests.isEmpty)
    }

    @Test("--color always colours a table even into a pipe, also with NO_COLOR; --color never and auto into a pipe do not")
    func colourFlag() async throws {
        let (always, _) = try await run(["daily", "London", "--days", "2", "--color", "always"], environment: ["NO_COLOR": "1"])
        #expect(always.status == 0 && always.standardOutput.contains("\u{1B}["))
        for choice in ["never", "auto"] {
            let (plain, _) = try await run(["daily", "London", "--days", "2", "--color", choice])
            #expect(plain.status == 0 && !plain.standardOutput.contains("\u{1B}"))
        }
    }

    @Test("a stalled service with --timeout 2 exits 75 within a few seconds of asking")
    func stalled() async throws {
        // Timed from the request's arrival to the process's end: a loaded machine stretches start-up, and the output
        // arrives only when every process that inherited the pipes (other tests' runs) has ended.
        let asked = Mutex<ContinuousClock.Instant?>(nil)
        let stub = try WeatherStubServer { _ in asked.withLock { $0 = $0 ?? .now } }
        try stub.start()
        defer { stub.stop() }
        stub.behave(.stall)
        let run = try await ForecastProcess.run(["daily", "--city", "London", "--timeout", "2"], baseURL: stub.baseURL)
        #expect(run.status == 75)
        #expect(run.standardError.contains("did not answer in time"))
        let waited = try #require(asked.withLock { $0 }).duration(to: run.endedAt)
        #expect(waited < .seconds(10), "\(waited)")
    }

    @Test("no server exits 68, saying that the place search, asked first, could not be reached")
    func noServer() async throws {
        let stub = try WeatherStubServer()
        try stub.start()
        stub.stop()
        let run = try await ForecastProcess.run(["daily", "--city", "London"], baseURL: stub.baseURL)
        #expect(run.status == 68)
        #expect(run.standardError.hasPrefix("forecast: cannot reach the place search: "))
    }

    @Test("a place search that fails says it was the place search, and ends as its failure does")
    func placeSearchFails() async throws {
        let stub = try WeatherStubServer()
        try stub.start()
        defer { stub.stop() }
        stub.behave(.serverError, on: [.search])
        let run = try await ForecastProcess.run(["daily", "--city", "London"], baseURL: stub.baseURL)
        #expect(run.status == 69)
        #expect(run.standardError.hasPrefix("forecast: the place search answered with HTTP 500"))
        #expect(stub.requests(to: .forecast).isEmpty)
        stub.behave(.normal, on: [.search])
        stub.behave(.serverError, on: [.forecast])
        let forecast = try await ForecastProcess.run(["daily", "--city", "London"], baseURL: stub.baseURL)
        #expect(forecast.status == 69 && forecast.standardError.hasPrefix("forecast: the weather service answered with HTTP 500"))
    }

    @Test("a base URL that is not a URL exits 78 (configuration), naming the variable")
    func badConfiguration() async throws {
        let (run, requests) = try await run(["daily", "--city", "London"], environment: ["FORECAST_OPEN_METEO_URL": "not a url"])
        #expect(run.status == 78)
        #expect(run.standardError.contains("FORECAST_OPEN_METEO_URL"))
        #expect(requests.isEmpty)
    }

    @Test("--version prints the version and exits 0")
    func version() async throws {
        let (run, _) = try await run(["--version"])
        #expect(run.status == 0)
        #expect(run.standardOutput.hasPrefix("forecast 0."))
    }

    /// How the table heads London's day of `date`: "Sun 22 Nov".
    static func dayLabel(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "Europe/London")
        formatter.dateFormat = "EEE d MMM"
        return formatter.string(from: date)
    }

    /// London's date at `date`, `YYYY-MM-DD`.
    static func londonDate(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/London")!
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }
}

@Suite("One run, one place search, end to end against the loopback stand-in")
struct OnePlaceSearchEndToEndTests {
    @Test("daily --city London --normal --ensemble, warnings checked too: the place is searched once for the forecast and all beside it")
    func oncePerRun() async throws {
        let stub = try WeatherStubServer()
        try stub.start()
        defer { stub.stop() }
        let run = try await ForecastProcess.run(["daily", "--city", "London", "--normal", "--ensemble", "--format", "json"], baseURL: stub.baseURL)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(stub.requests(to: .search).count == 1, "\(stub.requests.map(\.path))")
        #expect(stub.requests(to: .forecast).count >= 1 && stub.requests(to: .ensemble).count == 1, "the forecast and the ensemble were asked")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.outputBytes)) as? [String: Any])
        let days = try #require(document["days"] as? [[String: Any]])
        #expect(days.first?["normal"] != nil && days.first?["ensemble"] != nil, "the normal and the ensemble are beside each day")
    }
}
