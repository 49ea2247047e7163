import Domain
import Foundation
@testable import Platform
import StubServer
import Testing

/// The stub's nowcasts, in both modes, as the raw answers the services give: around now, with the story of
/// `NowcastStory`, and refusing what the real services refuse.
@Suite("The stub server's nowcasts")
struct StubNowcastTests {
    func get(_ path: String, from stub: WeatherStubServer, headers: [String: String] = [:]) async throws -> HTTPResponse {
        try await CurlHTTPClient.forTests().response(to: HTTPRequest(url: stub.baseURL + path, headers: headers))
    }

    @Test("MET Norway's: updated_at one to two minutes ago, 23 steps from the next 5-minute mark, Bergen's rain", arguments: [StubAnswers.recorded, .madeForThePlace])
    func radar(answers: StubAnswers) async throws {
        try await withStubServer(answers: answers) { stub in
            let asked = Date()
            let response = try await get("/weatherapi/nowcast/2.0/complete?lat=60.393&lon=5.3242", from: stub)
            let answered = Date()
            #expect(response.status == 200 && response.headers["expires"] != nil && response.headers["last-modified"] != nil)
            let json = try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
            let properties = try #require(json["properties"] as? [String: Any])
            let meta = try #require(properties["meta"] as? [String: Any])
            let updated = try Date(try #require(meta["updated_at"] as? String), strategy: .iso8601)
            // Made between the request and its answer: one to two minutes before that moment (a loaded machine may take long).
            #expect(updated >= asked.addingTimeInterval(-121) && updated <= answered.addingTimeInterval(-59))
            #expect(meta["radar_coverage"] as? String == "ok")
            let outcome = try METNorwayDecoding.nowcast(from: Array(response.body))
            guard case .nowcast(let nowcast) = outcome else {
                Issue.record("a radar nowcast")
                return
            }
            let first = nowcast.steps[0].time.secondsSince1970
            #expect(first.truncatingRemainder(dividingBy: 300) == 0 && first > updated.timeIntervalSince1970 && first <= updated.timeIntervalSince1970 + 300)
            #expect(nowcast.steps.count == 23 && nowcast.steps[9].precipitationRate == 2.4 && nowcast.steps[14].precipitationRate == 0)
            let again = try await get(
                "/weatherapi/nowcast/2.0/complete?lat=60.393&lon=5.3242", from: stub, headers: ["If-Modified-Since": response.headers["last-modified"] ?? ""]
            )
            #expect([200, 304].contains(again.status), "304 unless a new minute's nowcast was made in between")
        }
    }

    @Test("MET Norway's: no coverage at Tromsø (no rates), 404 outside the Nordic area, 403 for five decimals")
    func refusals() async throws {
        try await withStubServer(answers: .madeForThePlace) { stub in
            let tromso = try await get("/weatherapi/nowcast/2.0/complete?lat=69.6489&lon=18.9551", from: stub)
            #expect(try METNorwayDecoding.nowcast(from: Array(tromso.body)) == .unavailable(.noRadarCoverage))
            #expect(String(decoding: tromso.body, as: UTF8.self).components(separatedBy: "precipitation_rate").count == 2, "only its unit")
            #expect(try await get("/weatherapi/nowcast/2.0/complete?lat=48.85&lon=2.35", from: stub).status == 404)
            #expect(try await get("/weatherapi/nowcast/2.0/complete?lat=60.39299&lon=5.3242", from: stub).status == 403)
        }
    }

    @Test("Open-Meteo's: stamps from the current quarter hour in the asked zone, Enschede's rain, dry London", arguments: [StubAnswers.recorded, .madeForThePlace])
    func minutely(answers: StubAnswers) async throws {
        try await withStubServer(answers: answers) { stub in
            let path = "/v1/forecast?latitude=52.2183&longitude=6.8958&minutely_15=precipitation,temperature_2m&forecast_minutely_15=8&timezone=Europe/Amsterdam"
            let asked = Date()
            let json = try #require(try JSONSerialization.jsonObject(with: try await get(path, from: stub).body) as? [String: Any])
            let answered = Date()
            let block = try #require(json["minutely_15"] as? [String: Any])
            #expect(block["precipitation"] as? [Double] == [0, 0, 0.1, 0.3, 0.5, 0.2, 0, 0])
            #expect((block["temperature_2m"] as? [Double])?.count == 8)
            let offset = try #require(json["utc_offset_seconds"] as? Int)
            // The quarter hour the answer was made in: the request may cross a quarter's mark on a loaded machine.
            let quarters = Set([asked, answered].map { moment in
                let start = (moment.timeIntervalSince1970 / 900).rounded(.down) * 900
                return LocalDateTime(Instant(secondsSince1970: start), utcOffsetSeconds: offset).iso8601
            })
            let first = try #require((block["time"] as? [String])?.first)
            #expect(quarters.contains(first), "\(first) is not the quarter hour of \(quarters.sorted())")
            let london = try await get("/v1/forecast?latitude=51.5085&longitude=-0.1257&minutely_15=precipitation&forecast_minutely_15=4", from: stub)
            let dry = try #require(try JSONSerialization.jsonObject(with: london.body) as? [String: Any])
            #expect((dry["minutely_15"] as? [String: Any])?["precipitation"] as? [Double] == [0, 0, 0, 0])
            #expect(try await get("/v1/forecast?latitude=1&longitude=1&minutely_15=precipitation&forecast_minutely_15=0", from: stub).status == 400)
        }
    }
}
