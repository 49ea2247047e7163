import Foundation
import StubServer
import Testing

/// Alerts through the built binary against the stub, whose answers follow the clock: the NWS's Wind Advisory for
/// London, Kentucky began an hour ago and ends in six; Hollywood, Florida has none; MET Norway warns in Norway.
@Suite("Official warnings, end to end against the loopback stand-in")
struct AlertsEndToEndTests: StubbedHomeSuite {
    let home: TemporaryDirectory
    let stub: WeatherStubServer

    init() throws {
        (home, stub) = try Self.started()
    }

    @Test("forecast alerts for a US place with an alert: the table, exit 0; the NWS asked at the point, with a User-Agent; the public alert server's copy of the same message shown once")
    func alertsTable() async throws {
        defer { cleanUp() }
        let run = try await run(["alerts", "London, KY"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.hasPrefix("London, Kentucky, United States\n1 alert from NWS + FOSS Public Alert Server · America/New_York\n"))
        #expect(run.standardOutput.contains("moderate  Wind Advisory"))
        let asked = try #require(stub.requests(to: .nwsAlerts).first)
        #expect(asked.query["point"] == "37.129,-84.0833" && asked.headers["user-agent"]?.hasPrefix("forecast/") == true)
    }

    @Test("the banner: under daily's, hourly's and current's header for a US place with an alert, in every format")
    func banner() async throws {
        defer { cleanUp() }
        for command in ["daily", "hourly", "current"] {
            // Wide enough for the banner on one line (a narrower terminal breaks it at a space).
            let table = try await run([command, "London, KY"], environment: ["COLUMNS": "200"])
            #expect(table.status == 0 && table.standardError.isEmpty, "\(command): \(table.standardError)")
            let lines = table.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count > 3 && lines[2].hasPrefix("⚠ Wind Advisory (moderate) until ") && lines[2].hasSuffix(#"— forecast alerts "London, KY" for details"#),
                    "\(command): \(lines.prefix(4))")
        }
        let json = try await run(["daily", "London, KY", "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.outputBytes)) as? [String: Any])
        #expect(document["alerts_coverage"] as? String == "covered")
        #expect(((document["alerts"] as? [[String: Any]])?.first?["event"] as? String) == "Wind Advisory")
        let line = try await run(["current", "London, KY", "--format", "line", "--template", "{place}: {alerts}"])
        #expect(line.standardOutput == "London: 1 alert: Wind Advisory (moderate)\n")
        let csv = try await run(["hourly", "London, KY", "--hours", "2", "--format", "csv"])
        #expect(csv.standardOutput.contains(",1 alert: Wind Advisory (moderate),"))
    }

    @Test("no banner for a US place without alerts, nor for London GB (for which no feed works: only the public alert server is asked)")
    func noBanner() async throws {
        defer { cleanUp() }
        let florida = try await run(["daily", "Hollywood, FL"])
        let london = try await run(["daily", "London"])
        #expect(florida.status == 0 && london.status == 0)
        #expect(!florida.standardOutput.contains("⚠") && !london.standardOutput.contains("⚠"))
        #expect(stub.requests(to: .nwsAlerts).count == 1, "Florida's point was asked; London's country settled it")
        let none = try await run(["alerts", "Hollywood, FL"])
        #expect(none.standardOutput == "No alerts from the US National Weather Service + official authorities via the FOSS Public Alert Server for Hollywood, Florida\n")
        let notCovered = try await run(["alerts", "London"])
        #expect(notCovered.status == 0)
        #expect(notCovered.standardOutput == "No alert service covers United Kingdom; this is not the same as no alerts\n")
        #expect(stub.requests(to: .nwsAlerts).count == 1 && stub.requests(to: .metNorwayAlerts).isEmpty, "Florida's answer came from the cache")
        #expect(stub.requests(to: .publicAlertsSources).map(\.body) == ["country_codes=us", "country_codes=gb"], "each country's feeds asked once")
    }

    @Test("one of two covering services failing: the other's warnings, and a line saying whose are missing")
    func oneServiceFailing() async throws {
        defer { cleanUp() }
        stub.behave(.serverError, on: [.publicAlertsArea])
        let banner = try await run(["daily", "London, KY", "--days", "2", "--format", "json"])
        #expect(banner.status == 0 && banner.standardOutput.contains("Wind Advisory"))
        let alerts = try await run(["alerts", "London, KY", "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(alerts.outputBytes)) as? [String: Any])
        #expect(document["unanswered"] as? [String] == ["FOSS Public Alert Server"])
        #expect((document["source"] as? [String: Any])?["provider"] as? String == "NWS")
        let table = try await run(["alerts", "London, KY"])
        #expect(table.status == 0 && table.standardOutput.contains("FOSS Public Alert Server could not be asked: its warnings are missing here"))
    }

    @Test("alerts failing while the forecast works: the forecast, one warning line, exit 0; forecast alerts itself fails as usual")
    func alertsFailing() async throws {
        defer { cleanUp() }
        stub.behave(.serverError, on: [.nwsAlerts, .publicAlertsArea])
        let run = try await run(["daily", "London, KY", "--days", "2"])
        #expect(run.status == 0)
        #expect(run.standardOutput.hasPrefix("London, Kentucky, United States\n") && !run.standardOutput.contains("⚠"))
        #expect(run.standardError.hasPrefix("forecast: warning: alerts could not be checked for London: "))
        #expect(run.standardError.split(separator: "\n").count == 1)
        let alerts = try await self.run(["alerts", "London, KY"])
        #expect(alerts.status == 69 && alerts.standardError.split(separator: "\n").count == 1)
    }

    @Test("--no-alerts and alerts = false: no banner and no alerts request")
    func off() async throws {
        defer { cleanUp() }
        let flag = try await run(["daily", "London, KY", "--no-alerts"])
        #expect(flag.status == 0 && !flag.standardOutput.contains("⚠"))
        try configure("alerts = false\n")
        let configured = try await run(["current", "London, KY"])
        #expect(configured.status == 0 && !configured.standardOutput.contains("⚠") && configured.standardError.isEmpty)
        #expect(stub.requests(to: .nwsAlerts).isEmpty)
        let refused = try await run(["alerts", "London, KY", "--no-alerts"])
        #expect(refused.status == 64)
    }

    @Test("check alert: yes, exit 0, naming it; no with a higher severity, exit 1; the JSON answer")
    func checkAlert() async throws {
        defer { cleanUp() }
        let yes = try await run(["check", "alert", "London, KY"])
        #expect(yes.status == 0 && yes.standardOutput.hasPrefix("yes: Wind Advisory (moderate) until "))
        let no = try await run(["check", "alert", "London, KY", "--severity", "severe"])
        #expect(no.status == 1 && no.standardOutput.hasPrefix("no: no severe or worse alert now or in the next 12 h"))
        let json = try await run(["check", "alert", "London, KY", "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.outputBytes)) as? [String: Any])
        #expect(document["answer"] as? Bool == true && document["coverage"] as? String == "covered")
        let unknown = try await run(["check", "snowstorm", "London"])
        #expect(unknown.status == 64)
        #expect(unknown.standardError.contains("rain, snow, frost, heat, wind, uv, storm, alert"), "\(unknown.standardError)")
        #expect(unknown.standardError.split(separator: "\n").count == 1)
    }

    @Test("MET Norway's warnings for a point in Norway, asked in English with four decimals")
    func norway() async throws {
        defer { cleanUp() }
        let run = try await run(["alerts", "--lat", "70.370123", "--lon", "31.1", "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.outputBytes)) as? [String: Any])
        let alerts = try #require(document["alerts"] as? [[String: Any]])
        #expect(alerts.count == 4 && alerts.allSatisfy { $0["level_colour"] as? String == "yellow" && $0["severity"] as? String == "moderate" })
        let asked = try #require(stub.requests(to: .metNorwayAlerts).first)
        #expect(asked.query["lang"] == "en" && asked.query["lat"] == "70.3701")
    }

    @Test("cached: a second run asks nothing; offline shows the stored list; with the service down it is shown 'as of'")
    func cached() async throws {
        defer { cleanUp() }
        let first = try await run(["alerts", "London, KY"])
        let second = try await run(["alerts", "London, KY"])
        #expect(first.standardOutput == second.standardOutput && stub.requests(to: .nwsAlerts).count == 1)
        let offline = try await run(["alerts", "London, KY", "--offline"])
        #expect(offline.status == 0 && offline.standardOutput.contains("Wind Advisory"))
        stub.behave(.serverError, on: [.nwsAlerts])
        let stale = try await run(["alerts", "London, KY", "--refresh"])
        #expect(stale.status == 0 && stale.standardOutput.contains(" · as of ") && stale.standardOutput.contains("Wind Advisory"))
        #expect(stale.standardError.contains("warning"))
    }
}
