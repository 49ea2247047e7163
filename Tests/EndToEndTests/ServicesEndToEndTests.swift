import Foundation
import StubServer
import Testing

@Suite("forecast services, and every service's FORECAST_<ID>_URL, end to end")
struct ServicesEndToEndTests {
    /// The ids of the catalogue, as the services listing gives them, in its order.
    static let ids = ["open-meteo", "met-norway", "openweathermap", "nws", "geocoding", "air-quality", "archive", "ensemble", "marine", "public-alerts"]

    @Test("lists every service once with its variable by one rule, what it serves and where, and whether the variable is set")
    func listing() async throws {
        let run = try await ForecastProcess.run(["services", "--format", "json"], baseURL: "http://127.0.0.1:1")
        #expect(run.status == 0 && run.standardError.isEmpty)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let services = try #require(document["services"] as? [[String: Any]])
        #expect(services.compactMap { $0["id"] as? String } == Self.ids)
        for service in services {
            let id = try #require(service["id"] as? String)
            #expect(service["variable"] as? String == "FORECAST_" + id.uppercased().replacing("-", with: "_") + "_URL")
            #expect(service["replaced"] as? Bool == true, "the harness points every service at the stub: \(id)")
            #expect((service["data_sets"] as? [[String: Any]])?.isEmpty == false)
        }
        let metNorway = try #require(services.first { $0["id"] as? String == "met-norway" })
        #expect((metNorway["data_sets"] as? [[String: Any]])?.compactMap { $0["data_set"] as? String } == ["forecast", "alerts", "nowcast"])
        let table = try await ForecastProcess.run(["services"], baseURL: "http://127.0.0.1:1")
        #expect(table.status == 0 && table.standardOutput.contains("FORECAST_AIR_QUALITY_URL") && table.standardOutput.contains("history, normals"))
    }

    @Test("every listed variable is read: a base URL that cannot be used is refused before any request, naming the variable", arguments: ids)
    func everyVariableIsRead(id: String) async throws {
        let variable = "FORECAST_" + id.uppercased().replacing("-", with: "_") + "_URL"
        let stub = try WeatherStubServer()
        try stub.start()
        defer { stub.stop() }
        let run = try await ForecastProcess.run(["daily", "London", "--days", "1"], baseURL: stub.baseURL, environment: [variable: "ftp://x"])
        #expect(run.status == 78)
        #expect(run.standardError == "forecast: \(variable) must be an http:// or https:// URL with no query, not \"ftp://x\"\n")
        #expect(stub.requests.isEmpty)
    }
}
