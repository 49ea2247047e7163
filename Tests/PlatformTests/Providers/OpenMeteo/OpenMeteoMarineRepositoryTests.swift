import Domain
import Foundation
@testable import Platform
import StubServer
import Testing

/// Open-Meteo's marine API through the real client and libcurl, against the stub: the recorded North Sea answer and
/// answers built from the documentation served as they are, the stub's own sea (the Bay of Biscay west of Biarritz,
/// land at Biarritz's coordinate and inland), and the answers kept in the cache as forecasts are.
@Suite("Open-Meteo's marine API against a loopback stand-in")
struct OpenMeteoMarineRepositoryTests {
    /// Biarritz's own coordinate: a land cell of the stub's model.
    let biarritz = try! Coordinate(latitude: 43.4832, longitude: -1.5586)
    /// 5 km west of Biarritz: the Bay of Biscay.
    let westOfBiarritz = try! Coordinate(latitude: 43.4832, longitude: -1.6205)
    /// Berlin: inland.
    let berlin = try! Coordinate(latitude: 52.52, longitude: 13.41)

    /// The repository at the stub, through `http` (libcurl unless a test caches), reading `clock`.
    func repository(_ stub: WeatherStubServer, http: any HTTPClient = CurlHTTPClient.forTests(), clock: any WallClock = SystemClock()) -> OpenMeteoMarineRepository {
        OpenMeteoMarineRepository(client: ProviderClient(http: http, clock: clock, errorReason: OpenMeteoErrorBody.reason(in:)), baseURL: stub.baseURL)
    }

    /// The stub answering every marine request with `body`, as the service would.
    func serving(_ body: String, on stub: WeatherStubServer) {
        stub.behave(.status(200, body: body, contentType: "application/json; charset=utf-8"), on: [.marine])
    }

    @Test("the recorded answer served as it is: its hours and cell, and sea for the search for water")
    func recorded() async throws {
        try await withStubServer { stub in
            serving(String(decoding: try Fixture.data("python-open-meteo_marine-north-sea"), as: UTF8.self), on: stub)
            let northSea = try Coordinate(latitude: 53.04, longitude: 3.96)
            let answer = try await repository(stub).marine(at: northSea, days: 1)
            #expect(answer.content.hours.count == 3 && answer.content.hours[2].seaLevel == -0.32 && answer.timeZoneIdentifier == "Europe/Amsterdam")
            #expect(answer.freshness?.isStale == false)
            #expect(try await repository(stub).seaCells(among: [northSea]) == [true])
        }
    }

    @Test("an array for several points, in order, and a land answer (every value null) served as they are")
    func arrayAndLand() async throws {
        try await withStubServer { (stub) async throws in
            let body = "[" + [
                OpenMeteoMarineDecodingTests.point(43.5, -1.55, sea: nil), OpenMeteoMarineDecodingTests.point(43.5, -1.6, sea: 0.9),
                OpenMeteoMarineDecodingTests.point(52.5, 13.4, sea: nil),
            ].joined(separator: ",") + "]"
            serving(body, on: stub)
            #expect(try await repository(stub).seaCells(among: [biarritz, westOfBiarritz, berlin]) == [false, true, false])
            serving(OpenMeteoMarineDecodingTests.point(52.5, 13.4, sea: nil), on: stub)
            #expect(try await repository(stub).seaCells(among: [berlin]) == [false], "one point answers the object itself")
        }
    }

    @Test("the search for water is one request for every point; the stub's sea is west of Biarritz, its land at the town and inland")
    func seaCells() async throws {
        try await withStubServer { stub in
            let cells = try await repository(stub).seaCells(among: [biarritz, westOfBiarritz, berlin])
            #expect(cells == [false, true, false])
            let requests = stub.requests(to: .marine)
            #expect(requests.count == 1)
            let query = try #require(requests.first?.query)
            #expect(query["latitude"] == "43.4832,43.4832,52.52" && query["longitude"] == "-1.5586,-1.6205,13.41")
            #expect(query["current"] == "wave_height,sea_surface_temperature" && query["hourly"] == nil)
            #expect(try await repository(stub).seaCells(among: []) == [] && stub.requests(to: .marine).count == 1, "no points, no request")
        }
    }

    @Test("the hours at a sea point: one request of every variable, the days asked from the start of today on its clock")
    func hours() async throws {
        try await withStubServer { stub in
            let answer = try await repository(stub).marine(at: westOfBiarritz, days: 2)
            #expect(answer.timeZoneIdentifier == "Europe/Paris" && answer.utcOffsetSeconds == TimeZone(identifier: "Europe/Paris")?.secondsFromGMT())
            let cell = try Coordinate(latitude: 43.5, longitude: -1.6)
            #expect(answer.content.cell == cell, "the point snapped to the stub's model grid")
            let hours = answer.content.hours
            #expect(hours.count == 48 && hours.first?.time.hour == 0 && hours.first?.time.minute == 0 && hours.allSatisfy { $0.hasSea })
            #expect(hours.allSatisfy { $0.waves.height != nil && $0.secondarySwell.period != nil && $0.currentDirection != nil && $0.seaLevel != nil })
            let requests = stub.requests(to: .marine)
            #expect(requests.count == 1)
            let query = try #require(requests.first?.query)
            #expect(query["latitude"] == "43.4832" && query["longitude"] == "-1.6205" && query["forecast_days"] == "2")
            #expect(query["timezone"] == "auto" && query["length_unit"] == "metric")
            #expect(query["hourly"]?.split(separator: ",").count == 16 && query["hourly"]?.contains("sea_level_height_msl") == true)
        }
    }

    @Test("the service's error is its error")
    func failure() async throws {
        try await withStubServer { stub in
            stub.behave(.serverError, on: [.marine])
            await #expect(throws: ForecastError.serviceError(status: 500, reason: "Something went wrong.")) {
                try await repository(stub).marine(at: westOfBiarritz, days: 1)
            }
        }
    }

    /// `instant` as HTTP writes dates.
    static func httpDate(_ instant: Instant) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.string(from: Date(timeIntervalSince1970: instant.secondsSince1970))
    }

    @Test("cached as forecasts are: kept until the answer's Expires, then shown offline with when it was fetched")
    func cache() async throws {
        let directory = NSTemporaryDirectory() + "forecast-marine-cache-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let clock = SettableClock(1_795_000_000)
        let fetched = clock.now()
        func cached(_ mode: ResponseCache.Mode) -> CachingHTTPClient {
            let settings = ResponseCache(directory: directory, mode: mode)
            return CachingHTTPClient(base: CurlHTTPClient.forTests(), store: CacheStore(directory: directory), settings: settings, clock: clock)
        }
        try await withStubServer { stub in
            let body = String(decoding: try Fixture.data("python-open-meteo_marine-north-sea"), as: UTF8.self)
            let expires = Instant(secondsSince1970: fetched.secondsSince1970 + 3600)
            stub.behave(.raw(
                "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nDate: \(Self.httpDate(fetched))\r\nExpires: \(Self.httpDate(expires))\r\n"
                    + "Content-Length: \(body.utf8.count)\r\n\r\n" + body
            ), on: [.marine])
            let point = try Coordinate(latitude: 53.04, longitude: 3.96)
            let first = try await repository(stub, http: cached(.normal), clock: clock).marine(at: point, days: 1)
            #expect(first.freshness == AnswerFreshness(fetchedAt: fetched, freshUntil: expires) && stub.requests(to: .marine).count == 1)
            #expect(try await repository(stub, http: cached(.normal), clock: clock).seaCells(among: [point]) == [true])
            clock.advance(seconds: 1800)
            let again = try await repository(stub, http: cached(.normal), clock: clock).marine(at: point, days: 1)
            #expect(again == first, "half an hour on, past forecasts' 10 minutes but before its Expires: the same answer")
            #expect(try await repository(stub, http: cached(.normal), clock: clock).seaCells(among: [point]) == [true])
            #expect(stub.requests(to: .marine).count == 2, "one request for the hours and one for the search, each once")
            clock.advance(seconds: 7200)
            let offline = try await repository(stub, http: cached(.offline), clock: clock).marine(at: point, days: 1)
            #expect(offline.content == first.content && offline.freshness == AnswerFreshness(fetchedAt: fetched, staleReason: "working offline"))
            #expect(stub.requests(to: .marine).count == 2, "offline: no request")
            await #expect(throws: ForecastError.self) { try await repository(stub, http: cached(.offline), clock: clock).marine(at: point, days: 2) }
        }
    }
}
