import Foundation
import StubServer
import Testing

/// The stub's ensembles (EnsembleStub): ICON for London, 39 members and the control, two in three giving rain within
/// the next hours; GFS for Hollywood, 30 and the control, one in ten; member 1 gives nothing at today's 03:00.
@Suite("forecast --ensemble and check rain --ensemble, end to end against the loopback stand-in")
struct EnsembleEndToEndTests: StubbedHomeSuite {
    let home: TemporaryDirectory
    let stub: WeatherStubServer

    init() throws {
        (home, stub) = try Self.started()
    }

    /// The JSON document of a run.
    func document(_ run: ForecastRun) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.outputBytes)) as? [String: Any], "\(run.standardError)")
    }

    /// Checks one row's ensemble object: its members, percentiles in order, a share in 0…100.
    func checkSpread(_ row: [String: Any], members: ClosedRange<Int>) throws {
        let spread = try #require(row["ensemble"] as? [String: Any], "\(row)")
        let count = try #require(spread["members"] as? Int)
        let low = try #require(spread["temperature_p10"] as? Double), median = try #require(spread["temperature_median"] as? Double)
        let high = try #require(spread["temperature_p90"] as? Double), share = try #require(spread["precipitation_probability"] as? Double)
        #expect(members.contains(count) && low <= median && median <= high && (0...100).contains(share), "\(spread)")
        #expect(spread["precipitation_median"] is Double && spread["precipitation_p90"] is Double)
    }

    @Test("daily --ensemble in every format: the region's model asked once for the days shown, and kept")
    func daily() async throws {
        defer { cleanUp() }
        let arguments = ["daily", "London", "--days", "3", "--ensemble", "--no-alerts"]
        let json = try await run(arguments + ["--format", "json"])
        #expect(json.status == 0, "\(json.standardError)")
        #expect(stub.requests(to: .search).count == 1, "the name is looked up once for the forecast and the ensemble")
        let days = try #require(try document(json)["days"] as? [[String: Any]])
        // Today's members leave out member 1, which misses 03:00.
        try checkSpread(days[0], members: 39...39)
        for day in days.dropFirst() { try checkSpread(day, members: 40...40) }
        // Wide enough for the credits on one line (a narrower terminal breaks them at spaces).
        let table = try await run(arguments, environment: ["COLUMNS": "200"])
        #expect(table.standardOutput.contains("Ensemble icon_seamless, 40 members") && table.standardOutput.contains("Ens. high"), "\(table.standardOutput)")
        #expect(table.standardOutput.contains("Place data by GeoNames.org · Ensemble forecasts by Open-Meteo.com"), "the ensemble's credit beside the forecast's")
        let csv = try await run(arguments + ["--format", "csv"])
        let header = try #require(csv.standardOutput.split(separator: "\r\n").first)
        #expect(header.contains("ensemble_members,ensemble_temperature_p10,ensemble_temperature_median,ensemble_temperature_p90,ensemble_precipitation_probability"))
        let line = try await run(arguments + ["--format", "line", "--template", "{date} {temperature_max}"])
        #expect(line.status == 0 && line.standardOutput.split(separator: "\n").count == 1)
        let asked = stub.requests(to: .ensemble)
        #expect(asked.count == 1, "the answer is kept like a forecast's")
        #expect(asked.first?.query["models"] == "icon_seamless" && asked.first?.query["forecast_days"] == "3")
        #expect(asked.first?.query["hourly"] == "temperature_2m,precipitation")
        let offline = try await run(arguments + ["--offline"])
        #expect(offline.status == 0 && offline.standardOutput.contains("Ens. high"), "\(offline.standardError)")
    }

    @Test("hourly --ensemble in table, JSON and CSV; --model asks that model; French columns")
    func hourly() async throws {
        defer { cleanUp() }
        let json = try await run(["hourly", "London", "--hours", "6", "--model", "ecmwf_ifs025", "--no-alerts", "--format", "json"])
        #expect(json.status == 0, "\(json.standardError)")
        let hours = try #require(try document(json)["hours"] as? [[String: Any]])
        #expect(hours.count == 6)
        for hour in hours { try checkSpread(hour, members: 50...51) }
        #expect(stub.requests(to: .ensemble).first?.query["models"] == "ecmwf_ifs025")
        let table = try await run(["hourly", "London", "--hours", "6", "--ensemble", "--no-alerts", "--lang", "fr"])
        #expect(table.status == 0 && table.standardOutput.contains("Ens. pluie") && table.standardOutput.contains("membres"), "\(table.standardOutput)")
        let csv = try await run(["hourly", "London", "--hours", "6", "--ensemble", "--no-alerts", "--format", "csv"])
        #expect(csv.standardOutput.split(separator: "\r\n").count == 7 && csv.standardOutput.contains(",ensemble_precipitation_p90,"))
        let line = try await run(["hourly", "London", "--hours", "6", "--ensemble", "--no-alerts", "--format", "line", "--template", "{place} {temperature}"])
        #expect(line.status == 0 && line.standardOutput.hasPrefix("London ") && line.standardOutput.split(separator: "\n").count == 1)
    }

    @Test("check rain --ensemble: yes in London (exit 0), no in Hollywood (exit 1), in line, JSON and CSV")
    func rainCheck() async throws {
        defer { cleanUp() }
        let yes = try await run(["check", "rain", "London", "--ensemble"])
        #expect(yes.status == 0 && yes.standardOutput.hasPrefix("yes: ") && yes.standardOutput.contains(" members ("), "\(yes.standardOutput)\(yes.standardError)")
        let no = try await run(["check", "rain", "Hollywood", "--ensemble", "--format", "json"])
        #expect(no.status == 1, "\(no.standardError)")
        let answer = try document(no)
        #expect(answer["answer"] as? Bool == false && answer["model"] as? String == "gfs_seamless" && answer["first"] is NSNull)
        #expect((30...31).contains(answer["members"] as? Int ?? 0) && answer["wet_members"] as? Int == 4)
        let line = try await run(["check", "rain", "Hollywood", "--ensemble", "--format", "line"])
        #expect(line.status == 1 && line.standardOutput.hasPrefix("no: 4 of ") && line.standardOutput.hasSuffix("below 50%\n"), "\(line.standardOutput)")
        let strict = try await run(["check", "rain", "London", "--ensemble", "--threshold", "100", "--format", "csv"])
        #expect(strict.status == 1 && strict.standardOutput.hasPrefix("place,answer,condition,method,model,"))
        let refused = try await run(["check", "rain", "London", "--ensemble", "--threshold", "120"])
        #expect(refused.status == 64 && refused.standardError.contains("share of members"))
    }

    @Test("an ensemble that fails is one warning beside the forecast; a malformed model is 64 before any request")
    func failures() async throws {
        defer { cleanUp() }
        let unknown = try await run(["daily", "London", "--days", "2", "--model", "nosuchmodel", "--no-alerts"])
        #expect(unknown.status == 0 && unknown.standardOutput.contains("London, England") && !unknown.standardOutput.contains("Ens. high"))
        #expect(unknown.standardError.hasPrefix("forecast: warning: the ensemble could not be fetched for London") && unknown.standardError.contains("nosuchmodel"))
        let unreachable = try await run(["hourly", "London", "--ensemble", "--no-alerts"], environment: ["FORECAST_ENSEMBLE_URL": "http://127.0.0.1:1"])
        #expect(unreachable.status == 0 && unreachable.standardError.split(separator: "\n").count == 1, "\(unreachable.standardError)")
        let malformed = try await run(["daily", "London", "--model", "ECMWF IFS"])
        #expect(malformed.status == 64 && malformed.standardError.contains("--model"))
        let badURL = try await run(["daily", "London", "--ensemble"], environment: ["FORECAST_ENSEMBLE_URL": "ftp://example"])
        #expect(badURL.status == 78 && badURL.standardError.contains("FORECAST_ENSEMBLE_URL"))
        #expect(stub.requests(to: .ensemble).count == 1, "only the unknown model was asked")
    }

    @Test("ensemble = true in the configuration turns it on, and forecast config says so")
    func configured() async throws {
        defer { cleanUp() }
        try configure("ensemble = true\n")
        let run = try await run(["daily", "London", "--days", "2", "--no-alerts"])
        #expect(run.status == 0 && run.standardOutput.contains("Ens. high"), "\(run.standardError)")
        let config = try await self.run(["config"])
        #expect(config.standardOutput.split(separator: "\n").contains { $0.hasPrefix("ensemble") && $0.contains("true") })
    }
}

@Suite("forecast history --normal, end to end against the loopback stand-in")
struct HistoryNormalEndToEndTests: StubbedHomeSuite {
    let home: TemporaryDirectory
    let stub: WeatherStubServer

    init() throws {
        (home, stub) = try Self.started()
    }

    @Test("each observed day against its normal, in table, JSON and CSV")
    func historyNormal() async throws {
        defer { cleanUp() }
        let arguments = ["history", "London", "--date", "1953-01-31", "--to", "1953-02-02", "--normal"]
        let table = try await run(arguments)
        #expect(table.status == 0 && table.standardOutput.contains("vs normal"), "\(table.standardError)")
        let json = try await run(arguments + ["--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.outputBytes)) as? [String: Any])
        let days = try #require(document["days"] as? [[String: Any]])
        #expect(days.count == 3 && days.allSatisfy { $0["normal"] is [String: Any] && $0["anomaly"] is [String: Any] })
        let csv = try await run(arguments + ["--format", "csv"])
        #expect(csv.standardOutput.contains("normal_temperature_max") && csv.standardOutput.split(separator: "\r\n").count == 4)
        let line = try await run(arguments + ["--format", "line", "--template", "{date} {temperature_max}"])
        #expect(line.status == 0 && line.standardOutput.hasPrefix("1953-01-31 "))
    }
}
