import Domain
import Foundation
@testable import Platform
import Synchronization
import Testing

/// An ``HTTPClient`` that answers with a script, one outcome a call, and keeps the requests it was sent.
final class ScriptedHTTPClient: HTTPClient {
    private let script: Mutex<[Result<HTTPResponse, TransportError>]>
    private let received = Mutex<[HTTPRequest]>([])

    init(_ script: [Result<HTTPResponse, TransportError>]) {
        self.script = Mutex(script)
    }

    var callCount: Int { requests.count }
    /// Every request sent, oldest first.
    var requests: [HTTPRequest] { received.withLock { $0 } }

    func response(to request: HTTPRequest) async throws -> HTTPResponse {
        received.withLock { $0.append(request) }
        return try script.withLock { $0.removeFirst() }.get()
    }
}

/// Records the waits asked for, instead of waiting.
final class RecordingPause: Sendable {
    let waits = Mutex<[Duration]>([])
    var recorded: [Duration] { waits.withLock { $0 } }
    var pause: @Sendable (Duration) async throws -> Void { { duration in self.waits.withLock { $0.append(duration) } } }
}

@Suite("Retrying what a network fails in passing")
struct RetryingHTTPClientTests {
    static func status(_ code: Int, retryAfter: String? = nil) -> Result<HTTPResponse, TransportError> {
        .success(HTTPResponse(status: code, headers: retryAfter.map { ["retry-after": $0] } ?? [:], body: Data("{}".utf8)))
    }

    func run(_ script: [Result<HTTPResponse, TransportError>]) async -> (outcome: Result<HTTPResponse, any Error>, calls: Int, waits: [Duration]) {
        let http = ScriptedHTTPClient(script)
        let pause = RecordingPause()
        var policy = RetryPolicy()
        policy.jitter = { 1 }
        let client = RetryingHTTPClient(base: http, policy: policy, clock: SystemClock(), pause: pause.pause)
        let outcome: Result<HTTPResponse, any Error>
        do { outcome = .success(try await client.response(to: HTTPRequest(url: "http://x"))) } catch { outcome = .failure(error) }
        return (outcome, http.callCount, pause.recorded)
    }

    @Test("502, 503 and 504 are tried again with doubling backoff, at most twice", arguments: [502, 503, 504])
    func gatewayErrors(code: Int) async throws {
        let recovered = await run([Self.status(code), Self.status(200)])
        #expect(try recovered.outcome.get().status == 200 && recovered.calls == 2 && recovered.waits == [.milliseconds(300)])
        let failing = await run([Self.status(code), Self.status(code), Self.status(code), Self.status(200)])
        #expect(try failing.outcome.get().status == code, "given back after two retries")
        #expect(failing.calls == 3 && failing.waits == [.milliseconds(300), .milliseconds(600)])
    }

    @Test("a reset or cut-short connection and a connect-phase timeout are tried again; other failures are not", arguments: [
        (TransportError.incompleteResponse(detail: "Recv failure: Connection reset by peer"), 2),
        (.timedOut(detail: "Connection timed out after 10001 milliseconds"), 2),
        (.timedOut(detail: "Operation timed out after 2000 milliseconds with 0 bytes received"), 1),
        (.connectionFailed(detail: "Connection refused"), 1), (.hostNotFound(detail: "x"), 1),
        (.responseTooLarge(limit: 1), 1), (.malformedResponse(detail: "x"), 1),
    ])
    func transportFailures(error: TransportError, calls: Int) async {
        let result = await run([.failure(error), Self.status(200)])
        #expect(result.calls == calls)
    }

    @Test("a short Retry-After is waited for once; a long one, or a 429 without one, is given back at once")
    func retryAfter() async throws {
        let short = await run([Self.status(429, retryAfter: "2"), Self.status(429, retryAfter: "2"), Self.status(200)])
        #expect(try short.outcome.get().status == 429 && short.calls == 2 && short.waits == [.seconds(2)])
        let unavailable = await run([Self.status(503, retryAfter: "3"), Self.status(200)])
        #expect(try unavailable.outcome.get().status == 200 && unavailable.waits == [.seconds(3)])
        let long = await run([Self.status(503, retryAfter: "120"), Self.status(200)])
        #expect(try long.outcome.get().status == 503 && long.calls == 1)
        let plain = await run([Self.status(429), Self.status(200)])
        #expect(try plain.outcome.get().status == 429 && plain.calls == 1)
    }

    @Test("no retry starts past the budget of about ten seconds")
    func budget() {
        let policy = RetryPolicy()
        let now = Instant(secondsSince1970: 0)
        #expect(policy.wait(after: Self.status(503).mapError { $0 as any Error }, attempt: 1, elapsed: .seconds(9.9), now: now) == nil)
        #expect(policy.wait(after: Self.status(503).mapError { $0 as any Error }, attempt: 1, elapsed: .seconds(1), now: now) != nil)
    }
}
