import Foundation
import StubServer
import Synchronization
import Testing

@Suite("Many places in one call, end to end against the loopback stand-in")
struct ManyPlacesEndToEndTests {
    @Test("places are printed in the order given; one that fails is reported and the rest still print, exit 66")
    func orderAndFailure() async throws {
        let stub = try WeatherStubServer()
        try stub.start()
        defer { stub.stop() }
        let table = try await ForecastProcess.run(
            ["daily", "--city", "Beijing", "--city", "Atlantis", "--city", "London", "--days", "2"], baseURL: stub.baseURL
        )
        #expect(table.status == 66)
        #expect(table.standardError == "forecast: Atlantis: no place found matching \"Atlantis\"; check the spelling, or add a country: \"Paris, FR\"\n")
        let beijing = try #require(table.standardOutput.range(of: "Beijing"))
        let london = try #require(table.standardOutput.range(of: "London, England"))
        #expect(beijing.lowerBound < london.lowerBound && table.standardOutput.contains("\n\nLondon, England"))
        let json = try await ForecastProcess.run(
            ["current", "--city", "London", "--city", "Beijing", "--format", "json"], baseURL: stub.baseURL
        )
        let documents = try #require(try JSONSerialization.jsonObject(with: Data(json.outputBytes)) as? [[String: Any]])
        #expect(json.status == 0 && documents.count == 2)
        #expect(documents.map { ($0["place"] as? [String: Any])?["name"] as? String } == ["London", "Beijing"])
    }

    @Test("a places file: names, aliases-free coordinates, comments and blank lines; a missing file is exit 66")
    func placesFile() async throws {
        let stub = try WeatherStubServer()
        try stub.start()
        defer { stub.stop() }
        let home = try TemporaryDirectory()
        defer { home.remove() }
        let file = home.path + "/places.txt"
        try Data("# my places\nLondon, GB\n\n  52.37, 4.89  # Amsterdam\nBeijing\n".utf8).write(to: URL(fileURLWithPath: file))
        let run = try await ForecastProcess.run(["hourly", "--places-file", file, "--hours", "3", "--format", "json"], baseURL: stub.baseURL)
        let documents = try #require(try JSONSerialization.jsonObject(with: Data(run.outputBytes)) as? [[String: Any]])
        #expect(run.status == 0 && documents.count == 3)
        #expect(documents.map { ($0["place"] as? [String: Any])?["name"] as? String } == ["London", "52.3700°N, 4.8900°E", "Beijing"])
        let missing = try await ForecastProcess.run(["daily", "--places-file", home.path + "/none.txt"], baseURL: stub.baseURL)
        #expect(missing.status == 66 && missing.standardError.contains("none.txt: cannot be read"))
        try Data("# nothing yet\n\n".utf8).write(to: URL(fileURLWithPath: file))
        let empty = try await ForecastProcess.run(["daily", "--places-file", file], baseURL: stub.baseURL)
        #expect(empty.status == 64 && empty.standardError.contains("lists no place"))
        try Data("London\n500, 3\n".utf8).write(to: URL(fileURLWithPath: file))
        let bad = try await ForecastProcess.run(["daily", "--places-file", file], baseURL: stub.baseURL)
        #expect(bad.status == 64 && bad.standardError.contains("places.txt line 2:"))
    }

    @Test("20 places are fetched at the same time, eight connections to a host at once: eight forecast requests are under way before the first is answered")
    func concurrency() async throws {
        let arrivals = Mutex<[ContinuousClock.Instant]>([])
        let stub = try WeatherStubServer { request in
            if request.path == "/v1/forecast" { arrivals.withLock { $0.append(.now) } }
        }
        try stub.start()
        defer { stub.stop() }
        // Each answer takes three seconds, room for a loaded machine to start eight transfers before the first ends
        // (three rounds of eight stay well within the 15-second time-out).
        stub.behave(.slow(seconds: 3), on: [.forecast])
        let places = (0..<20).flatMap { ["--city", "\(50 + Double($0) / 10), \(Double($0) / 10)"] }
        let run = try await ForecastProcess.run(["daily", "--days", "1"] + places, baseURL: stub.baseURL)
        #expect(run.status == 0 && run.standardOutput.components(separatedBy: "Weather data by").count == 21)
        let times = arrivals.withLock { $0 }
        let first = try #require(times.first)
        let beforeFirstAnswer = times.filter { first.duration(to: $0) < .seconds(3) }.count
        #expect(times.count == 20 && beforeFirstAnswer >= 8, "\(beforeFirstAnswer) asked before the first answer came")
    }
}
