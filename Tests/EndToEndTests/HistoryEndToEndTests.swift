import Foundation
import StubServer
import Testing

@Suite("forecast history, end to end against the loopback stand-in")
struct HistoryEndToEndTests: StubbedHomeSuite {
    let home: TemporaryDirectory
    let stub: WeatherStubServer

    init() throws {
        (home, stub) = try Self.started()
    }

    /// The date `days` from today in UTC (London's clocks in winter), as YYYY-MM-DD.
    func date(_ days: Int) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "Europe/London")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: Date().addingTimeInterval(Double(days) * 86_400))
    }

    @Test("across the seam: every date once, in daily's JSON shape; the note names both sources; CSV and line")
    func seam() async throws {
        defer { cleanUp() }
        let arguments = ["history", "London", "--date", date(-10), "--to", date(-1)]
        let json = try await run(arguments + ["--format", "json"])
        #expect(json.status == 0, "\(json.standardError)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.outputBytes)) as? [String: Any])
        let days = try #require(document["days"] as? [[String: Any]])
        #expect(days.compactMap { $0["date"] as? String } == (-10 ... -1).map(date))
        #expect(days.allSatisfy { $0["temperature_max"] is Double && $0["precipitation_sum"] is Double })
        #expect(document["place"] != nil && document["units"] != nil && document["source"] != nil, "daily's members")
        // Wide enough for the note and the credits on a line each (a narrower terminal breaks them at spaces).
        let table = try await run(arguments, environment: ["COLUMNS": "200"])
        #expect(table.standardOutput.contains("Observed: to ") && table.standardOutput.contains("the forecast model's recent past"))
        // Both sources credited: the recent days are a forecast model's, not ERA5's.
        #expect(table.standardOutput.contains("Historical weather by Open-Meteo.com (ERA5, Copernicus) · Recent days by Open-Meteo.com"))
        let recentOnly = try await run(["history", "London", "--date", date(-2), "--to", date(-1)])
        #expect(recentOnly.standardOutput.contains("Recent days by Open-Meteo.com") && !recentOnly.standardOutput.contains("ERA5, Copernicus"))
        let csv = try await run(arguments + ["--format", "csv"])
        #expect(csv.standardOutput.split(separator: "\r\n").count == 11)
        let line = try await run(["history", "London", "--date", date(-20), "--format", "line", "--template", "{date} {temperature_max}"])
        #expect(line.standardOutput.hasPrefix(date(-20) + " "))
        #expect(stub.requests(to: .archive).count >= 1 && stub.requests(to: .forecast).allSatisfy { $0.query["past_days"] != nil })
    }

    @Test("old days come from the archive alone, in German; no note without a seam")
    func archiveOnly() async throws {
        defer { cleanUp() }
        let run = try await run(["history", "London", "--date", "1953-01-31", "--to", "1953-02-01", "--lang", "de"])
        #expect(run.status == 0 && !run.standardOutput.contains("Beobachtet"), "\(run.standardError)")
        #expect(run.standardOutput.split(separator: "\n").filter { $0.contains("31") || $0.contains(" 1 ") || $0.contains(" 1. ") }.count >= 2, "\(run.standardOutput)")
        #expect(stub.requests(to: .forecast).isEmpty && stub.requests(to: .archive).first?.query["start_date"] == "1953-01-31")
        #expect(run.standardOutput.contains("(ERA5, Copernicus)") && !run.standardOutput.contains("Recent days"))
    }

    @Test("a date in the future or before 1940, or a range over 366 days, is 64 with the range allowed; nothing is asked")
    func refused() async throws {
        defer { cleanUp() }
        let future = try await run(["history", "--lat", "51.5", "--lon", "0", "--date", date(2)])
        #expect(future.status == 64 && future.standardError.contains("history covers 1940-01-01 to "), "\(future.standardError)")
        let old = try await run(["history", "--lat", "51.5", "--lon", "0", "--date", "1939-12-31"])
        #expect(old.status == 64 && old.standardError.contains("history starts on 1940-01-01, not 1939-12-31"), "\(old.standardError)")
        let long = try await run(["history", "--lat", "51.5", "--lon", "0", "--date", "2020-01-01", "--to", "2021-01-02"])
        #expect(long.status == 64 && long.standardError.contains("at most 366 days"))
        #expect(try await run(["history", "London", "--date", "yesterday"]).status == 64)
        #expect(stub.requests(to: .archive).isEmpty && stub.requests(to: .forecast).isEmpty)
    }
}

@Suite("forecast daily --normal, end to end against the loopback stand-in")
struct NormalEndToEndTests: StubbedHomeSuite {
    let home: TemporaryDirectory
    let stub: WeatherStubServer

    init() throws {
        (home, stub) = try Self.started()
    }

    @Test("each day against its normal in every format: one 30-year archive request, kept; the header says how the days compare")
    func normals() async throws {
        defer { cleanUp() }
        let table = try await run(["daily", "London", "--days", "3", "--normal", "--no-alerts"])
        #expect(table.status == 0, "\(table.standardError)")
        let json = try await run(["daily", "London", "--days", "3", "--normal", "--no-alerts", "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.outputBytes)) as? [String: Any])
        let days = try #require(document["days"] as? [[String: Any]])
        let anomalies = try days.map { day in
            let normal = try #require(day["normal"] as? [String: Double]), anomaly = try #require(day["anomaly"] as? [String: Double])
            let high = try #require(day["temperature_max"] as? Double), difference = try #require(anomaly["temperature_max"])
            #expect(abs((high - (normal["temperature_max"] ?? 0)) - difference) < 0.11)
            return difference
        }
        // The stub's normals follow the season (about 5.5 °C in November, 16 °C in July) while London's recorded highs
        // stay at 9–11 °C: the header says what the days' own anomalies say, warmer, colder or near, beyond a degree.
        let mean = anomalies.reduce(0, +) / Double(anomalies.count)
        let verdict = mean >= 1.05 ? "warmer than usual: highs " : mean <= -1.05 ? "colder than usual: highs " : mean.magnitude < 0.95 ? "near normal: highs " : ""
        #expect(table.standardOutput.contains(verdict) && table.standardOutput.contains("vs normal"))
        let csv = try await run(["daily", "London", "--days", "3", "--normal", "--no-alerts", "--format", "csv"])
        #expect(csv.standardOutput.hasPrefix("place,") && csv.standardOutput.contains("anomaly_temperature_max"))
        let line = try await run(["daily", "London", "--days", "3", "--normal", "--no-alerts", "--format", "line", "--template", "{date} {temperature_max}"])
        #expect(line.status == 0 && line.standardOutput.split(separator: "\n").count == 1)
        let archive = stub.requests(to: .archive)
        #expect(archive.count == 1 && archive.first?.query["start_date"] == "1990-12-25" && archive.first?.query["end_date"] == "2021-01-07")
        let plain = try await run(["daily", "London", "--days", "3", "--no-alerts", "--format", "json"])
        #expect(!plain.standardOutput.contains("\"anomaly\""), "without --normal nothing is compared")
    }

    @Test("normal = true in the configuration turns it on, and forecast config says so")
    func configured() async throws {
        defer { cleanUp() }
        try configure("normal = true\n")
        let run = try await run(["daily", "London", "--days", "2", "--no-alerts"])
        #expect(run.status == 0 && run.standardOutput.contains("vs normal"), "\(run.standardError)")
        let config = try await self.run(["config"])
        #expect(config.standardOutput.split(separator: "\n").contains { $0.hasPrefix("normal") && $0.contains("true") })
    }

    @Test("an archive that cannot be reached: the forecast all the same, and one warning line")
    func unreachable() async throws {
        defer { cleanUp() }
        let run = try await run(["daily", "London", "--days", "2", "--normal", "--no-alerts"], environment: ["FORECAST_ARCHIVE_URL": "http://127.0.0.1:1"])
        #expect(run.status == 0 && run.standardOutput.contains("London, England") && !run.standardOutput.contains("vs normal"))
        #expect(run.standardError.hasPrefix("forecast: warning: the normal could not be fetched for London"))
    }
}

@Suite("forecast daily --past-days, end to end against the loopback stand-in")
struct PastDaysEndToEndTests: StubbedHomeSuite {
    let home: TemporaryDirectory
    let stub: WeatherStubServer

    init() throws {
        (home, stub) = try Self.started()
    }

    @Test("the observed days before today above the forecast, marked past in every format; over 92 is 64")
    func pastDays() async throws {
        defer { cleanUp() }
        let json = try await run(["daily", "London", "--past-days", "3", "--days", "2", "--no-alerts", "--format", "json"])
        #expect(json.status == 0, "\(json.standardError)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.outputBytes)) as? [String: Any])
        let days = try #require(document["days"] as? [[String: Any]])
        #expect(days.map { $0["past"] as? Bool } == [true, true, true, false, false])
        let dates = days.compactMap { $0["date"] as? String }
        #expect(Set(dates).count == 5 && dates == dates.sorted(), "consecutive, each once: \(dates)")
        // The archive gives no sunrise; the observed days have the Sun's, computed offline, on each day's own date.
        for day in days {
            let date = try #require(day["date"] as? String)
            let sunrise = try #require(day["sunrise"] as? String, "\(day)"), sunset = try #require(day["sunset"] as? String, "\(day)")
            #expect(sunrise.hasPrefix(date + "T") && sunset.hasPrefix(date + "T") && sunrise < sunset, "\(day)")
        }
        let table = try await run(["daily", "London", "--past-days", "3", "--days", "2", "--no-alerts"])
        #expect(table.standardOutput.contains("the first 3 days are observed, not forecast"))
        let csv = try await run(["daily", "London", "--past-days", "1", "--days", "1", "--no-alerts", "--format", "csv"])
        #expect(csv.standardOutput.split(separator: "\r\n").count == 3 && csv.standardOutput.contains(",past,"))
        #expect(stub.requests(to: .forecast).contains { $0.query["past_days"] == "3" })
        let refused = try await run(["daily", "London", "--past-days", "93"])
        #expect(refused.status == 64 && refused.standardError.contains("--past-days must be between 0 and 92"))
    }
}
