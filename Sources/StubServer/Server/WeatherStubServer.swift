import Foundation
import Synchronization

/// A loopback server that answers like the weather services forecast uses (Open-Meteo's geocoding and forecast,
/// MET Norway, OpenWeatherMap and the NWS), from recorded and written fixtures, and misbehaves on demand. It records
/// every request so tests can check what a client sent. Its OpenWeatherMap daily answer also lets the benchmarks
/// run ansiweather against it. It gives the recorded answers (``StubAnswers/recorded``) unless asked for answers made
/// for the place (``StubAnswers/madeForThePlace``), as `forecast-stub-server` is.
///
/// ```swift
/// let stub = try WeatherStubServer()
/// let port = try stub.start()
/// stub.behave(.rateLimited, on: [.forecast])
/// // point FORECAST_OPEN_METEO_URL and FORECAST_GEOCODING_URL at stub.baseURL …
/// stub.stop()
/// ```
public final class WeatherStubServer: Sendable {
    private let ledger = StubLedger()
    private let server: StubHTTPServer
    private let port = Atomic<UInt16>(0)

    /// Makes a stopped server with its fixtures loaded.
    /// - Parameters:
    ///   - answers: Which answers it gives: the recorded ones (the default, which tests' stored outputs depend on), or
    ///     ones made for the place asked.
    ///   - latency: A simulated network round trip: each answer waits one, a connection's first answer three.
    ///   - fixedNow: The moment every answer is made for, in seconds since 1970, so that the answers, the program asking
    ///     and a check agree on "now"; nil (the default) follows the real time.
    ///   - story: When Bergen's radar rain starts and the NWS warning's stage.
    ///   - onRequest: Called with every request as it arrives, on the connection's thread.
    /// - Throws: ``StubServerError/missingFixture(_:)`` when the bundle lacks one.
    public init(
        answers: StubAnswers = .recorded, latency: Duration = .zero, fixedNow: Double? = nil, story: StubStory = StubStory(),
        onRequest: @escaping @Sendable (StubRequest) -> Void = { _ in }
    ) throws {
        let fixtures = try FixtureLibrary()
        let ledger = self.ledger
        let clock: @Sendable () -> Date = { fixedNow.map(Date.init(timeIntervalSince1970:)) ?? Date() }
        server = StubHTTPServer(latency: latency) { request in
            let endpoint = StubEndpoint.allCases.first { $0.matches(request.path) }
            let behaviour = ledger.record(request, for: endpoint)
            onRequest(request)
            guard let endpoint else { return .json(#"{"error":true,"reason":"Not Found"}"#, status: 404) }
            if case let .failingFirst(times, status) = behaviour {
                let attempts = ledger.requests.filter { endpoint.matches($0.path) }.count
                guard attempts > times else { return .json(#"{"error":true,"reason":"Try again."}"#, status: status) }
                return endpoint.reply(StubCall(request: request, fixtures: fixtures, answers: answers, absurd: false, now: clock(), story: story))
            }
            return Self.reply(
                for: behaviour, normal: { endpoint.reply(StubCall(request: request, fixtures: fixtures, answers: answers, absurd: false, now: clock(), story: story)) },
                absurd: { endpoint.reply(StubCall(request: request, fixtures: fixtures, answers: answers, absurd: true, now: clock(), story: story)) },
                sample: fixtures.londonMetric, path: request.target, endpoint: endpoint
            )
        }
    }

    /// Starts listening on 127.0.0.1.
    /// - Parameter port: The port, or 0 for any free one.
    /// - Returns: The port it listens on.
    @discardableResult
    public func start(port: UInt16 = 0) throws -> UInt16 {
        let bound = try server.start(port: port)
        self.port.store(bound, ordering: .releasing)
        return bound
    }

    /// The seconds since 1970 of an ISO 8601 time (`2026-11-22T10:17:00Z`, or with an offset), for `fixedNow`; nil when
    /// the text is not one.
    public static func secondsSince1970(ofISO8601 text: String) -> Double? {
        (try? Date(text, strategy: .iso8601))?.timeIntervalSince1970
    }

    /// Stops listening.
    public func stop() { server.stop() }

    /// The base URL to give clients, e.g. `http://127.0.0.1:8080`.
    public var baseURL: String { "http://127.0.0.1:\(port.load(ordering: .acquiring))" }

    /// Makes the endpoints behave this way from the next request on.
    public func behave(_ behaviour: StubBehaviour, on endpoints: Set<StubEndpoint> = Set(StubEndpoint.allCases)) {
        ledger.set(behaviour, on: endpoints)
    }

    /// Every request received, oldest first.
    public var requests: [StubRequest] { ledger.requests }

    /// The requests received by one endpoint, oldest first.
    public func requests(to endpoint: StubEndpoint) -> [StubRequest] {
        requests.filter { endpoint.matches($0.path) }
    }

    private static func reply(
        for behaviour: StubBehaviour, normal: () -> StubReply, absurd: () -> StubReply, sample: [UInt8], path: String,
        endpoint: StubEndpoint
    ) -> StubReply {
        switch behaviour {
        case .normal:
            return normal()
        case .absurd:
            return absurd()
        case let .status(status, body, contentType):
            return .answer(status: status, contentType: contentType, body: Array(body.utf8), gzip: false)
        case let .slow(seconds):
            return .delayed(seconds: seconds, normal())
        case .stall:
            return .stall
        case .truncated:
            return .truncated(declaredLength: sample.count, body: Array(sample.prefix(sample.count / 2)))
        case .malformedJSON:
            return .json(#"{"latitude":51.5,"longitude":-0.12,"daily":{"time":["2026-11-22","#)
        case .redirectLoop:
            return .redirect(location: path)
        case .emptyBody:
            return .answer(status: 200, contentType: "application/json", body: [], gzip: false)
        case let .oversized(bytes):
            let padding = [UInt8](repeating: UInt8(ascii: "x"), count: max(0, bytes - 14))
            return .answer(status: 200, contentType: "application/json", body: Array(#"{"padding":""#.utf8) + padding + Array(#""}"#.utf8), gzip: false)
        case .drip:
            return .drip(head: Array("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(sample.count)\r\n\r\n".utf8),
                         body: sample, interval: 1)
        case let .redirect(location):
            return .redirect(location: location)
        case let .gzipBomb(inflatedBytes):
            let zeros = Gzip.compress([UInt8](repeating: UInt8(ascii: "0"), count: inflatedBytes)) ?? []
            let head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Encoding: gzip\r\nContent-Length: \(zeros.count)\r\n\r\n"
            return .raw(Array(head.utf8) + zeros)
        case let .raw(text):
            return .raw(Array(text.utf8))
        case .connectionReset:
            let head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(sample.count)\r\n\r\n"
            return .reset(Array(head.utf8) + sample.prefix(sample.count / 2))
        case .hostileText:
            return hostileAnswer(for: endpoint)
        case .failingFirst:
            return normal()
        }
    }

    /// Place names built to attack a terminal, in a search answer; an error whose reason does, elsewhere.
    private static func hostileAnswer(for endpoint: StubEndpoint) -> StubReply {
        let name = StubBehaviour.hostileName
        let object: [String: Any] = endpoint == .search
            ? ["results": [[
                "id": 1, "name": name, "latitude": 51.50853, "longitude": -0.12574, "elevation": 25, "country_code": "GB",
                "timezone": "Europe/London", "population": 8_961_989, "country": name, "admin1": name, "admin2": name,
            ]]]
            : ["error": true, "reason": name]
        let body = (try? JSONSerialization.data(withJSONObject: object)).map(Array.init) ?? []
        return .json(body, status: endpoint == .search ? 200 : 500)
    }
}
