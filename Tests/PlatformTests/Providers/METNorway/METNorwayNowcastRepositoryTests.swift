import Domain
import Foundation
@testable import Platform
import StubServer
import Testing

/// MET Norway's nowcast repository through the real client and libcurl, against the stub's Nowcast 2.0, which tells
/// `NowcastStory` around now (rain at Bergen, `no coverage` at Tromsø, 404 outside the Nordic area) and keeps the
/// real service's terms (four decimals, a User-Agent, `Expires` 3 minutes on).
@Suite("MET Norway's nowcast against a loopback stand-in")
struct METNorwayNowcastRepositoryTests {
    let bergen = Place(name: "Bergen", coordinate: try! Coordinate(latitude: 60.392_987, longitude: 5.324_153), timeZoneIdentifier: "Europe/Oslo")
    let directory = NSTemporaryDirectory() + "forecast-nowcast-cache-" + UUID().uuidString

    func repository(_ stub: WeatherStubServer, http: any HTTPClient = CurlHTTPClient.forTests()) -> METNorwayNowcastRepository {
        METNorwayNowcastRepository(client: ProviderClient(http: http, clock: SystemClock(), errorReason: { _ in nil }), baseURL: stub.baseURL)
    }

    func place(_ latitude: Double, _ longitude: Double) throws -> Place { Place(coordinate: try Coordinate(latitude: latitude, longitude: longitude)) }

    @Test("Bergen: the radar's rain in 5-minute steps from after updated_at, asked with four decimals and the app's name")
    func radar() async throws {
        try await withStubServer(answers: .madeForThePlace) { stub in
            let asked = Date().timeIntervalSince1970
            let answer = try await repository(stub).nowcast(for: bergen, minutes: 120)
            let answered = Date().timeIntervalSince1970
            guard case .nowcast(let nowcast) = answer.content else {
                Issue.record("Bergen has radar coverage")
                return
            }
            #expect(nowcast.method == .radar && nowcast.stepMinutes == 5 && nowcast.steps.count == 23)
            #expect(nowcast.steps.map { $0.precipitationRate ?? -1 }.prefix(15) == [0, 0, 0, 0.3, 0.5, 0.8, 1.1, 1.4, 1.8, 2.4, 1.9, 1.2, 0.6, 0.2, 0])
            let issued = try #require(nowcast.issuedAt?.secondsSince1970)
            #expect((asked - 121)...(answered - 59) ~= issued, "one to two minutes before it answered")
            #expect(nowcast.steps[0].time.secondsSince1970 > issued && nowcast.steps[0].time.secondsSince1970 <= issued + 300)
            #expect(answer.freshness != nil && answer.timeZoneIdentifier == nil, "UTC instants: the place's zone reads them")
            let request = try #require(stub.requests(to: .metNorwayNowcast).first)
            #expect(request.query["lat"] == "60.393" && request.query["lon"] == "5.3242", "at most four decimals")
            #expect(request.headers["user-agent"] == "forecast-tests/1")
        }
    }

    @Test("no radar coverage, and a place outside the area (404), are gaps, not errors")
    func gaps() async throws {
        try await withStubServer { stub in
            let tromso = try place(69.6489, 18.9551), berlin = try place(52.52, 13.405)
            #expect(try await repository(stub).nowcast(for: tromso, minutes: 120).content == .unavailable(.noRadarCoverage))
            #expect(try await repository(stub).nowcast(for: berlin, minutes: 120).content == .unavailable(.outsideArea))
            stub.behave(.status(422, body: #"{"error":"unprocessable"}"#, contentType: "application/json"), on: [.metNorwayNowcast])
            #expect(try await repository(stub).nowcast(for: bergen, minutes: 120).content == .unavailable(.outsideArea))
            stub.behave(.status(500, body: "down", contentType: "text/plain"), on: [.metNorwayNowcast])
            await #expect(throws: ForecastError.self, "a failure is still an error") { try await repository(stub).nowcast(for: bergen, minutes: 120) }
        }
    }

    @Test("a second request before Expires is served from the cache, whatever lifetime is configured; after it, revalidated")
    func cachedUntilExpires() async throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try await withStubServer { stub in
            let start = Date().timeIntervalSince1970
            let clock = SettableClock(start)
            let cache = CachingHTTPClient(
                base: CurlHTTPClient.forTests(), store: CacheStore(directory: directory),
                settings: .init(directory: directory, mode: .normal, forecastLifetime: .seconds(10)), clock: clock
            )
            _ = try await repository(stub, http: cache).nowcast(for: bergen, minutes: 120)
            // The stub's Expires is three minutes from when it answered, which a loaded machine may make late.
            let answerTook = (Date().timeIntervalSince1970 - start).rounded(.up)
            clock.advance(seconds: 170)
            let second = try await repository(stub, http: cache).nowcast(for: bergen, minutes: 120)
            #expect(stub.requests(to: .metNorwayNowcast).count == 1, "no request before Expires (3 minutes)")
            guard case .nowcast = second.content else {
                Issue.record("the cached answer is the nowcast")
                return
            }
            clock.advance(seconds: 20 + answerTook)
            _ = try await repository(stub, http: cache).nowcast(for: bergen, minutes: 120)
            let requests = stub.requests(to: .metNorwayNowcast)
            #expect(requests.count == 2 && requests.last?.headers["if-modified-since"] != nil, "after Expires, asked again with If-Modified-Since")
        }
    }
}
