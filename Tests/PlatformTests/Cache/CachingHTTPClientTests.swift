import Domain
import Foundation
@testable import Platform
import Synchronization
import Testing

/// A clock the test moves by hand.
final class SettableClock: WallClock {
    private let instant: Mutex<Instant>
    init(_ seconds: Double) { instant = Mutex(Instant(secondsSince1970: seconds)) }
    func now() -> Instant { instant.withLock { $0 } }
    func advance(seconds: Double) { instant.withLock { $0 = Instant(secondsSince1970: $0.secondsSince1970 + seconds) } }
}

@Suite("The cache of answers in front of the network")
struct CachingHTTPClientTests {
    let directory = NSTemporaryDirectory() + "forecast-cache-test-" + UUID().uuidString
    let clock = SettableClock(1_795_000_000)
    let forecast = HTTPRequest(url: "http://127.0.0.1:1/v1/forecast?latitude=1", cacheRule: .forecast(defaultLifetime: .seconds(600)))

    static func ok(_ body: String, headers: [String: String] = [:]) -> Result<HTTPResponse, TransportError> {
        .success(HTTPResponse(status: 200, headers: headers, body: Data(body.utf8)))
    }

    static func status(_ code: Int) -> Result<HTTPResponse, TransportError> {
        .success(HTTPResponse(status: code, headers: [:], body: Data()))
    }

    func client(_ network: ScriptedHTTPClient, mode: ResponseCache.Mode = .normal, forecastLifetime: Duration? = nil, jitter: Double = 0) -> CachingHTTPClient {
        var settings = ResponseCache(directory: directory, mode: mode, forecastLifetime: forecastLifetime)
        settings.refreshJitter = jitter
        return CachingHTTPClient(base: network, store: CacheStore(directory: directory), settings: settings, clock: clock)
    }

    func files() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }

    @Test("a fresh answer is served without a request; the provider's default lifetime applies when the answer says none")
    func freshHit() async throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let network = ScriptedHTTPClient([Self.ok("one"), Self.ok("two")])
        let first = try await client(network).response(to: forecast)
        clock.advance(seconds: 599)
        let second = try await client(network).response(to: forecast)
        #expect(first.body == Data("one".utf8) && second.body == Data("one".utf8) && network.callCount == 1)
        #expect(second.fetchedAt == Instant(secondsSince1970: 1_795_000_000) && second.staleReason == nil)
        clock.advance(seconds: 2)
        #expect(try await client(network).response(to: forecast).body == Data("two".utf8) && network.callCount == 2)
        #expect(files().count == 1, "one entry, no temporary files left")
    }

    @Test("an answer stored, and one served from the store, say until when they are fresh; an answer not stored does not")
    func expiry() async throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let network = ScriptedHTTPClient([Self.ok("one"), Self.ok("two", headers: ["cache-control": "no-store"])])
        let stored = try await client(network).response(to: forecast)
        clock.advance(seconds: 100)
        let served = try await client(network).response(to: forecast)
        let expiry = Instant(secondsSince1970: 1_795_000_600)
        #expect(stored.expiresAt == expiry && served.expiresAt == expiry && served.cacheOutcome == .hit)
        clock.advance(seconds: 600)
        #expect(try await client(network).response(to: forecast).expiresAt == nil)
    }

    @Test("refreshes are jittered: each stored answer's lifetime is cut by a random part of the jitter, never more")
    func jitter() async throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var expiries: Set<Double> = []
        for place in 0..<20 {
            let request = HTTPRequest(url: "http://127.0.0.1:1/v1/forecast?latitude=\(place)", cacheRule: .forecast(defaultLifetime: .seconds(600)))
            let response = try await client(ScriptedHTTPClient([Self.ok("one")]), jitter: 0.1).response(to: request)
            let lifetime = try #require(response.expiresAt).secondsSince1970 - clock.now().secondsSince1970
            #expect((540...600).contains(lifetime))
            expiries.insert(lifetime)
        }
        #expect(expiries.count > 1, "twenty answers fetched at one moment are not all refreshed at one moment")
    }

    @Test("an expired answer is revalidated with its validators, and a 304 renews it")
    func revalidation() async throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let validators = ["etag": "\"v1\"", "last-modified": "Sun, 22 Nov 2026 12:00:00 GMT", "cache-control": "max-age=60"]
        let network = ScriptedHTTPClient([Self.ok("body", headers: validators), Self.status(304)])
        _ = try await client(network).response(to: forecast)
        clock.advance(seconds: 120)
        let renewed = try await client(network).response(to: forecast)
        let conditional = try #require(network.requests.last)
        #expect(conditional.headers["If-None-Match"] == "\"v1\"")
        #expect(conditional.headers["If-Modified-Since"] == "Sun, 22 Nov 2026 12:00:00 GMT")
        #expect(renewed.status == 200 && renewed.body == Data("body".utf8) && renewed.fetchedAt == clock.now())
        #expect(try await client(network).response(to: forecast).body == Data("body".utf8) && network.callCount == 2, "fresh again")
    }

    @Test("--refresh asks again even for a fresh answer, conditionally")
    func refresh() async throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let network = ScriptedHTTPClient([Self.ok("body", headers: ["last-modified": "Sun, 22 Nov 2026 12:00:00 GMT"]), Self.status(304)])
        _ = try await client(network).response(to: forecast)
        let refreshed = try await client(network, mode: .refresh).response(to: forecast)
        #expect(network.callCount == 2 && network.requests[1].headers["If-Modified-Since"] != nil && refreshed.body == Data("body".utf8))
    }

    @Test("when the service fails, a stored answer under a day old is served marked stale", arguments: [
        Self.status(503), Self.status(429), Self.status(500), .failure(.connectionFailed(detail: "refused")),
        .failure(.timedOut(detail: "Connection timed out")),
    ])
    func staleIfError(failure: Result<HTTPResponse, TransportError>) async throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let network = ScriptedHTTPClient([Self.ok("saved"), failure, failure])
        _ = try await client(network).response(to: forecast)
        clock.advance(seconds: 3600)
        let stale = try await client(network).response(to: forecast)
        #expect(stale.body == Data("saved".utf8) && stale.staleReason != nil && stale.fetchedAt == Instant(secondsSince1970: 1_795_000_000))
        clock.advance(seconds: 86_400)
        await #expect(throws: (any Error).self, "older than a day: the failure is reported") {
            let answer = try await client(network).response(to: forecast)
            if answer.status != 200 { throw TransportError.offline }
        }
    }

    @Test("a broken answer (404, bad HTTP) is not hidden behind the cache")
    func brokenAnswersPassThrough() async throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let network = ScriptedHTTPClient([Self.ok("saved"), Self.status(404), .failure(.malformedResponse(detail: "bad"))])
        _ = try await client(network).response(to: forecast)
        clock.advance(seconds: 700)
        #expect(try await client(network).response(to: forecast).status == 404)
        await #expect(throws: TransportError.malformedResponse(detail: "bad")) { try await client(network).response(to: forecast) }
    }

    @Test("offline: whatever is stored is served however old, and nothing stored is an error without a request")
    func offline() async throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let network = ScriptedHTTPClient([Self.ok("saved")])
        await #expect(throws: TransportError.offline) { try await client(network, mode: .offline).response(to: forecast) }
        #expect(network.callCount == 0)
        _ = try await client(network).response(to: forecast)
        clock.advance(seconds: 30 * 86_400)
        let old = try await client(network, mode: .offline).response(to: forecast)
        #expect(old.body == Data("saved".utf8) && old.staleReason == "working offline" && network.callCount == 1)
    }

    @Test("no-store is not stored; a configured lifetime of zero revalidates every time; forget drops the entry")
    func storagePolicy() async throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let network = ScriptedHTTPClient([Self.ok("a", headers: ["cache-control": "no-store"]), Self.ok("b"), Self.ok("c"), Self.ok("d"), Self.ok("e"), Self.ok("f")])
        _ = try await client(network).response(to: forecast)
        #expect(files().isEmpty)
        _ = try await client(network, forecastLifetime: .zero).response(to: forecast)
        #expect(try await client(network, forecastLifetime: .zero).response(to: forecast).body == Data("c".utf8))
        _ = try await client(network).response(to: forecast)
        #expect(try await client(network, forecastLifetime: .zero).response(to: forecast).body == Data("e".utf8),
                "an entry stored under a longer lifetime is not fresh once the configured one is shorter")
        await client(network).forget(forecast)
        #expect(files().isEmpty)
        #expect(try await client(network).response(to: HTTPRequest(url: "http://x/uncached")).body == Data("f".utf8))
        #expect(files().isEmpty, "a request without a cache rule is never stored")
    }

    @Test("place lookups are kept 30 days")
    func placeLookups() async throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let search = HTTPRequest(url: "http://x/v1/search?name=London", cacheRule: .placeLookup)
        let network = ScriptedHTTPClient([Self.ok("london"), Self.ok("london again")])
        _ = try await client(network).response(to: search)
        clock.advance(seconds: 29 * 86_400)
        #expect(try await client(network).response(to: search).body == Data("london".utf8) && network.callCount == 1)
        clock.advance(seconds: 2 * 86_400)
        #expect(try await client(network).response(to: search).body == Data("london again".utf8))
    }
}

@Suite("The cache's rule for official warnings")
struct AlertsCachingTests {
    let directory = NSTemporaryDirectory() + "forecast-alerts-cache-test-" + UUID().uuidString
    let clock = SettableClock(1_795_000_000)

    func client(_ network: ScriptedHTTPClient, alertsLifetime: Duration = .seconds(300)) -> CachingHTTPClient {
        CachingHTTPClient(
            base: network, store: CacheStore(directory: directory),
            settings: .init(directory: directory, alertsLifetime: alertsLifetime), clock: clock
        )
    }

    func request(honoursExpiry: Bool) -> HTTPRequest {
        HTTPRequest(url: "http://127.0.0.1:1/alerts/active?point=1,2", cacheRule: .alerts(honoursExpiry: honoursExpiry))
    }

    /// Asks at 0 s and at `later` seconds; the number of requests made.
    func requests(after later: Double, headers: [String: String], honoursExpiry: Bool, lifetime: Duration = .seconds(300)) async throws -> Int {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let network = ScriptedHTTPClient([CachingHTTPClientTests.ok("a", headers: headers), CachingHTTPClientTests.ok("b", headers: headers)])
        _ = try await client(network, alertsLifetime: lifetime).response(to: request(honoursExpiry: honoursExpiry))
        clock.advance(seconds: later)
        _ = try await client(network, alertsLifetime: lifetime).response(to: request(honoursExpiry: honoursExpiry))
        return network.callCount
    }

    @Test("warnings are kept for the shorter of the answer's lifetime and alerts_ttl (5 minutes)")
    func shorter() async throws {
        #expect(try await requests(after: 299, headers: ["cache-control": "max-age=3600"], honoursExpiry: false) == 1)
        #expect(try await requests(after: 301, headers: ["cache-control": "max-age=3600"], honoursExpiry: false) == 2)
        #expect(try await requests(after: 61, headers: ["cache-control": "max-age=60"], honoursExpiry: false) == 2)
        #expect(try await requests(after: 301, headers: [:], honoursExpiry: false) == 2)
    }

    @Test("a service whose terms forbid asking before its Expires (MET Norway) is not asked again before it")
    func honoursExpiry() async throws {
        #expect(try await requests(after: 599, headers: ["cache-control": "max-age=600"], honoursExpiry: true, lifetime: .zero) == 1)
        #expect(try await requests(after: 601, headers: ["cache-control": "max-age=600"], honoursExpiry: true) == 2)
        #expect(try await requests(after: 301, headers: [:], honoursExpiry: true) == 2, "without an Expires, alerts_ttl")
    }
}
