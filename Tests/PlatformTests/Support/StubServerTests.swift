import Foundation
@testable import Platform
import StubServer
import Testing

@Suite("The stub server answers like Open-Meteo")
struct StubServerTests {
    func json(_ path: String, from stub: WeatherStubServer) async throws -> (status: Int, body: [String: Any]) {
        let response = try await CurlHTTPClient.forTests().response(to: HTTPRequest(url: stub.baseURL + path))
        return (response.status, try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any]))
    }

    @Test("a search honours count, and an unknown name has no results key")
    func search() async throws {
        try await withStubServer { stub in
            let london = try await json("/v1/search?name=london&count=2", from: stub)
            #expect((london.body["results"] as? [Any])?.count == 2)
            let none = try await json("/v1/search?name=Atlantis", from: stub)
            #expect(none.status == 200 && none.body["results"] == nil)
        }
    }

    @Test("a forecast honours forecast_days and the temperature unit")
    func forecast() async throws {
        try await withStubServer { stub in
            let answer = try await json("/v1/forecast?latitude=51.5&longitude=-0.12&forecast_days=3&temperature_unit=fahrenheit", from: stub)
            let daily = try #require(answer.body["daily"] as? [String: [Any]])
            #expect(daily.values.allSatisfy { $0.count == 3 })
            #expect((answer.body["daily_units"] as? [String: String])?["temperature_2m_max"] == "°F")
        }
    }

    @Test("parameters the service refuses get its 400 error body", arguments: [
        ("/v1/forecast?latitude=91&longitude=0", "Latitude must be in range of -90 to 90°. Given: 91.0."),
        ("/v1/forecast?latitude=0&longitude=0&forecast_days=17", "Forecast days is invalid. Allowed range 0 to 16. Given 17."),
        ("/v1/search?name=London&count=0", "Parameter count must be between 1 and 100."),
    ])
    func refusals(path: String, reason: String) async throws {
        try await withStubServer { stub in
            let answer = try await json(path, from: stub)
            #expect(answer.status == 400)
            #expect(answer.body["error"] as? Bool == true && answer.body["reason"] as? String == reason)
        }
    }

    @Test("records each request with its decoded query and headers")
    func records() async throws {
        try await withStubServer { stub in
            _ = try await CurlHTTPClient.forTests().response(to: HTTPRequest(url: stub.baseURL + "/v1/search?name=S%C3%A3o%20Paulo&count=1"))
            let request = try #require(stub.requests(to: .search).first)
            #expect(request.query["name"] == "São Paulo")
            #expect(request.rawQuery == "name=S%C3%A3o%20Paulo&count=1")
            #expect(request.method == "GET")
        }
    }
}
