import Foundation
import StubServer
import Synchronization
import Testing

/// What a real network does to a request, each against the built binary: its exit code, one line on standard
/// error, nothing on standard output, and never longer than the timeout and a second. One run at a time, so that
/// each run's time is its own, not a share of a busy machine's.
@Suite("Transport faults, end to end", .serialized)
struct FaultMatrixEndToEndTests {
    /// The timeout every run is given.
    static let timeout = 3

    @Test("each fault ends with its exit code and one line, within the timeout and a second", arguments: [
        (StubBehaviour.redirectLoop, Int32(69), "kept redirecting"),
        (.redirect(to: "file:///etc/passwd"), 65, "redirected to a URL that is not http or https"),
        (.redirect(to: "gopher://127.0.0.1/"), 65, "redirected to a URL that is not http or https"),
        (.noContent, 65, "the answer was empty"),
        (.notModified, 65, "304 Not Modified, but nothing was cached"),
        (.truncated, 65, "cut short"),
        (.drip, 75, "did not answer in time"),
        (.oversized(bytes: 50_000_000), 65, "larger than 10 MiB"),
        (.gzipBomb(inflatedBytes: 40_000_000), 65, "larger than 10 MiB"),
        (.hugeHeader, 65, "its headers are too large"),
        (.manyHeaders, 65, "its headers are too large"),
        (.badChunkedEncoding, 65, "chunked"),
        (.stall, 75, "did not answer in time"),
        (.connectionReset, 65, "cut short"),
        (.badStatusLine, 65, "it is not valid HTTP"),
        (.http09, 65, "it is not valid HTTP"),
        (.negativeContentLength, 65, "it is not valid HTTP"),
        (.retryAfter, 75, "it asks to wait 2 min"),
    ])
    func fault(behaviour: StubBehaviour, status: Int32, message: String) async throws {
        let stub = try WeatherStubServer()
        try stub.start()
        defer { stub.stop() }
        stub.behave(behaviour)
        // An untimed run first, so that loading the (large, debug) binary from disk is not counted as the fault's.
        _ = try await ForecastProcess.run(["--version"], baseURL: stub.baseURL)
        let started = ContinuousClock.now
        let run = try await ForecastProcess.run(
            ["current", "--lat", "51.5", "--lon", "-0.12", "--timeout", String(Self.timeout)], baseURL: stub.baseURL
        )
        let elapsed = started.duration(to: run.endedAt)
        #expect(run.status == status)
        #expect(run.outputBytes.isEmpty, "nothing half-written")
        #expect(run.standardError.hasPrefix("forecast: ") && run.standardError.contains(message), "\(run.standardError)")
        #expect(run.standardError.filter { $0 == "\n" }.count == 1 && run.standardError.hasSuffix("\n"))
        #expect(elapsed < .seconds(Self.timeout + 1), "took \(elapsed)")
    }

    @Test("a base URL's credentials are used but never printed; a URL with CR, LF or another scheme is a configuration error (78)", arguments: [
        "http://user:s3cret-pass@127.0.0.1:1/\r\nX-Injected: 1", "file:///etc/passwd", "http://user:s3cret-pass@ bad", "gopher://x",
    ])
    func badBaseURL(url: String) async throws {
        let run = try await ForecastProcess.run(
            ["current", "--lat", "1", "--lon", "2"], baseURL: "http://127.0.0.1:1", environment: ["FORECAST_OPEN_METEO_URL": url]
        )
        #expect(run.status == 78)
        #expect(run.standardError.hasPrefix("forecast: FORECAST_OPEN_METEO_URL must be an http:// or https:// URL"))
        #expect(!run.standardError.contains("s3cret"), "credentials never printed")
        #expect(run.standardError.filter { $0 == "\n" }.count == 1)
    }

    @Test("credentials in a base URL reach the server as Basic authentication")
    func credentialsUsed() async throws {
        let stub = try WeatherStubServer()
        let port = try stub.start()
        defer { stub.stop() }
        let run = try await ForecastProcess.run(
            ["current", "--lat", "51.5", "--lon", "-0.12"], baseURL: "http://user:s3cret@127.0.0.1:\(port)"
        )
        #expect(run.status == 0)
        #expect(stub.requests.first?.headers["authorization"] == "Basic dXNlcjpzM2NyZXQ=")
        #expect(!run.standardOutput.contains("s3cret") && !run.standardError.contains("s3cret"))
    }
}

@Suite("Retries, end to end")
struct RetriesEndToEndTests {
    /// The run, how many forecast requests the stub saw, and how long from the first request to the last: the time
    /// forecast spent trying, without the process's start-up (which a loaded machine stretches).
    func run(_ behaviour: StubBehaviour) async throws -> (ForecastRun, Int, Duration) {
        let arrivals = Mutex<[ContinuousClock.Instant]>([])
        let stub = try WeatherStubServer { _ in arrivals.withLock { $0.append(.now) } }
        try stub.start()
        defer { stub.stop() }
        stub.behave(behaviour, on: [.forecast])
        // Sydney: outside every 15-minute model's and radar's area, so `current` asks no nowcast of the same endpoint.
        let run = try await ForecastProcess.run(["current", "--lat", "-33.87", "--lon", "151.21"], baseURL: stub.baseURL)
        let times = arrivals.withLock { $0 }
        let trying = times.first.flatMap { first in times.last.map { first.duration(to: $0) } } ?? .zero
        return (run, stub.requests(to: .forecast).count, trying)
    }

    @Test("a 503 that passes: answered on the next try, exit 0")
    func passing() async throws {
        let (run, requests, _) = try await run(.failingFirst(times: 1, status: 503))
        #expect(run.status == 0 && requests == 2, "\(run.standardError)")
    }

    @Test("a 502 that stays: two retries, then the error, well within ten seconds")
    func staying() async throws {
        let (run, requests, elapsed) = try await run(.failingFirst(times: 5, status: 502))
        #expect(run.status == 69 && requests == 3)
        #expect(elapsed < .seconds(10))
    }

    @Test("a 500 is not tried again")
    func notRetried() async throws {
        let (run, requests, _) = try await run(.failingFirst(times: 5, status: 500))
        #expect(run.status == 69 && requests == 1)
    }
}
