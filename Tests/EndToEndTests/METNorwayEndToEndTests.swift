import Foundation
import StubServer
import Testing

@Suite("forecast --provider met-norway, end to end against the loopback stand-in")
struct METNorwayEndToEndTests {
    func run(_ arguments: [String]) async throws -> (ForecastRun, [StubRequest]) {
        let stub = try WeatherStubServer()
        try stub.start()
        defer { stub.stop() }
        let run = try await ForecastProcess.run(arguments, baseURL: stub.baseURL)
        return (run, stub.requests)
    }

    /// Today's date in a zone, from Foundation's own time zones, as "Sun 22 Nov": as it was at `start` and as it is
    /// now, since a run may cross midnight on a loaded machine.
    func today(in identifier: String, since start: Date) -> [String] {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: identifier)
        formatter.dateFormat = "EEE d MMM"
        return [start, Date()].map(formatter.string(from:))
    }

    @Test("daily: London found with Open-Meteo, its days from MET Norway in London's dates, credited")
    func daily() async throws {
        let asked = Date()
        let (run, requests) = try await run(["daily", "London", "--provider", "met-norway", "--days", "3"])
        #expect(run.status == 0, "\(run.standardError)")
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "London, England, United Kingdom")
        let todays = today(in: "Europe/London", since: asked)
        #expect(lines.contains { line in todays.contains { line.hasPrefix($0 + "  ") } })
        #expect(run.standardOutput.contains("Data from MET Norway (CC BY 4.0)"))
        let met = try #require(requests.first { $0.path == "/weatherapi/locationforecast/2.0/compact" })
        #expect(met.query["lat"] == "51.5085" && met.query["lon"] == "-0.1257")
        #expect(met.headers["user-agent"]?.hasPrefix("forecast/") == true)
        #expect(!requests.contains { $0.path == "/v1/forecast" }, "Open-Meteo's forecast is not asked")
    }

    @Test("a service that sends no sunrise: each day's is computed, the same as forecast sun's, in JSON and the line")
    func computedSunTimes() async throws {
        let (json, _) = try await run(["daily", "London", "--provider", "met-norway", "--days", "3", "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let days = try #require(document["days"] as? [[String: Any]])
        #expect(days.count == 3 && days.allSatisfy { $0["sunrise"] is String && $0["sunset"] is String }, "\(days)")
        let (line, _) = try await run(["daily", "London", "--provider", "met-norway", "--format", "line", "--template", "{sunrise} {sunset} {daylength}"])
        let (sun, _) = try await run(["sun", "London", "--format", "line", "--template", "{sunrise} {sunset}"])
        #expect(line.standardOutput.hasPrefix(sun.standardOutput.trimmingCharacters(in: .newlines) + " "), "\(line.standardOutput) \(sun.standardOutput)")
        let first = try #require(days.first?["sunrise"] as? String)
        #expect(line.standardOutput.hasPrefix(String(first.suffix(5))))
    }

    @Test("its own limits: more than 9 days or 200 hours is a usage error naming them, before any forecast request")
    func limits() async throws {
        let (days, daysRequests) = try await run(["daily", "London", "--provider", "met-norway", "--days", "10"])
        #expect(days.status == 64 && days.standardError.contains("days must be between 1 and 9"))
        #expect(daysRequests.isEmpty)
        let (hours, _) = try await run(["hourly", "London", "--provider", "met-norway", "--hours", "201"])
        #expect(hours.status == 64 && hours.standardError.contains("hours must be between 1 and 200"))
        let (long, _) = try await run(["hourly", "London", "--provider", "met-norway", "--hours", "120", "--format", "json"])
        #expect(long.status == 0, "past 2.5 days the steps are 6-hourly: \(long.standardError)")
    }

    @Test("hourly, current and check work the same way; JSON names the source")
    func otherCommands() async throws {
        let (hourly, _) = try await run(["hourly", "London", "--provider", "met-norway", "--hours", "6", "--format", "json"])
        #expect(hourly.status == 0, "\(hourly.standardError)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(hourly.standardOutput.utf8)) as? [String: Any])
        #expect((document["hours"] as? [Any])?.count == 6)
        #expect(hourly.standardOutput.contains("MET Norway"))
        let (current, _) = try await run(["current", "--lat", "59.9139", "--lon", "10.7522", "--provider", "met-norway"])
        #expect(current.status == 0, "\(current.standardError)")
        let (check, _) = try await run(["check", "heat", "London", "--provider", "met-norway", "--within", "24h"])
        #expect([0, 1].contains(check.status) && (check.standardOutput.hasPrefix("yes") || check.standardOutput.hasPrefix("no")))
    }
}
