import Foundation
@testable import Platform
import StubServer
import Testing

@Suite("libcurl HTTP client against a loopback server")
struct CurlHTTPClientTests {
    let searchPath = "/v1/search?name=London&count=1"

    /// The name of the transport error a request fails with ("timedOut"), or `nil` when it does not fail so.
    func failure(of url: String, client: CurlHTTPClient = .forTests()) async -> String? {
        do {
            _ = try await client.response(to: HTTPRequest(url: url))
            return nil
        } catch let error as TransportError {
            return String(String(describing: error).prefix { $0 != "(" })
        } catch {
            return nil
        }
    }

    @Test("fetches a gzip-compressed answer, sends the User-Agent and Accept-Encoding, and inflates the body")
    func success() async throws {
        try await withStubServer { stub in
            let response = try await CurlHTTPClient.forTests().response(to: HTTPRequest(url: stub.baseURL + searchPath, headers: ["Accept": "application/json"]))
            #expect(response.status == 200)
            #expect(response.headers["content-encoding"] == "gzip")
            #expect(response.mediaType == "application/json")
            let text = String(decoding: response.body, as: UTF8.self)
            #expect(text.hasPrefix("{") && text.contains("\"London\""))
            let sent = try #require(stub.requests.first)
            #expect(sent.headers["user-agent"] == "forecast-tests/1")
            #expect(sent.headers["accept-encoding"] == "gzip")
            #expect(sent.headers["accept"] == "application/json")
        }
    }

    @Test("returns error statuses with their bodies, for the caller to interpret", arguments: [
        (StubBehaviour.rateLimited, 429, "Minutely API request limit exceeded"),
        (.serverError, 500, "Something went wrong."),
        (.htmlErrorPage, 502, "<h1>502 Bad Gateway</h1>"),
    ])
    func errorStatuses(behaviour: StubBehaviour, status: Int, bodyFragment: String) async throws {
        try await withStubServer { stub in
            stub.behave(behaviour)
            let response = try await CurlHTTPClient.forTests().response(to: HTTPRequest(url: stub.baseURL + searchPath))
            #expect(response.status == status)
            #expect(String(decoding: response.body, as: UTF8.self).contains(bodyFragment))
        }
    }

    @Test("returns a 404 with its body")
    func notFound() async throws {
        try await withStubServer { stub in
            let response = try await CurlHTTPClient.forTests().response(to: HTTPRequest(url: stub.baseURL + "/nowhere"))
            #expect(response.status == 404)
            #expect(String(decoding: response.body, as: UTF8.self) == #"{"error":true,"reason":"Not Found"}"#)
        }
    }

    @Test("gives up on a stalled server after its timeout")
    func timeout() async throws {
        try await withStubServer { stub in
            stub.behave(.stall)
            #expect(await failure(of: stub.baseURL + searchPath, client: .forTests(timeout: .milliseconds(500))) == "timedOut")
        }
    }

    @Test("reports a refused connection")
    func refused() async throws {
        let port = try unusedLoopbackPort()
        #expect(await failure(of: "http://127.0.0.1:\(port)/v1/search") == "connectionFailed")
    }

    @Test("reports an unknown host without touching the network")
    func unknownHost() async throws {
        #expect(await failure(of: "http://forecast-test.invalid/v1/search") == "hostNotFound")
    }

    @Test("reports a failed TLS handshake: https to a server that speaks plain HTTP")
    func tls() async throws {
        try await withStubServer { stub in
            let url = stub.baseURL.replacingOccurrences(of: "http://", with: "https://") + searchPath
            #expect(await failure(of: url) == "tls")
        }
    }

    @Test("follows at most 5 redirects")
    func redirects() async throws {
        try await withStubServer { stub in
            stub.behave(.redirectLoop)
            #expect(await failure(of: stub.baseURL + searchPath) == "tooManyRedirects")
            #expect(stub.requests.count == 6, "the first request and 5 redirects")
        }
    }

    @Test("refuses a redirect to any scheme but http and https, and never reads the file", arguments: [
        "file:///etc/passwd", "gopher://127.0.0.1/", "ftp://127.0.0.1/", "dict://127.0.0.1/", "scp://127.0.0.1/x",
    ])
    func refusesOtherSchemes(location: String) async throws {
        try await withStubServer { stub in
            stub.behave(.redirect(to: location))
            #expect(await failure(of: stub.baseURL + searchPath) == "refusedRedirect")
        }
    }

    @Test("names what was wrong with an answer that is not HTTP", arguments: [
        (StubBehaviour.badStatusLine, "malformedResponse"), (.http09, "malformedResponse"),
        (.negativeContentLength, "malformedResponse"), (.badChunkedEncoding, "incompleteResponse"),
        (.hugeHeader, "headersTooLarge"), (.manyHeaders, "headersTooLarge"), (.connectionReset, "incompleteResponse"),
    ])
    func brokenHTTP(behaviour: StubBehaviour, expected: String) async throws {
        try await withStubServer { stub in
            stub.behave(behaviour)
            #expect(await failure(of: stub.baseURL + searchPath) == expected)
        }
    }

    @Test("a drip of one byte a second is cut by the total timeout, not waited out (the whole answer would take half an hour)")
    func drip() async throws {
        try await withStubServer { stub in
            stub.behave(.drip)
            let started = ContinuousClock.now
            #expect(await failure(of: stub.baseURL + searchPath, client: .forTests(timeout: .seconds(2))) == "timedOut")
            // The end-to-end fault matrix holds the binary to its timeout plus a second, one run at a time; here,
            // among tests running in parallel, it is enough that the drip did not run its course.
            #expect(ContinuousClock.now - started < .seconds(30))
        }
    }

    @Test("a gzip bomb is cut while it inflates, at the cap")
    func gzipBomb() async throws {
        try await withStubServer { stub in
            stub.behave(.gzipBomb(inflatedBytes: 64_000_000))
            await #expect(throws: TransportError.responseTooLarge(limit: 10 * 1024 * 1024)) {
                try await CurlHTTPClient.forTests().response(to: HTTPRequest(url: stub.baseURL + searchPath))
            }
        }
    }

    @Test("refuses a body larger than its cap")
    func oversized() async throws {
        try await withStubServer { stub in
            stub.behave(.oversized(bytes: 200_000))
            await #expect(throws: TransportError.responseTooLarge(limit: 100_000)) {
                try await CurlHTTPClient.forTests(maximumResponseBytes: 100_000).response(to: HTTPRequest(url: stub.baseURL + searchPath))
            }
        }
    }

    @Test("refuses a gzip body that inflates past its cap, though it arrives small")
    func compressedOversized() async throws {
        try await withStubServer { stub in
            // The London forecast is about 2 KB inflated; a 1 KB cap must stop it after inflation.
            await #expect(throws: TransportError.responseTooLarge(limit: 1000)) {
                try await CurlHTTPClient.forTests(maximumResponseBytes: 1000)
                    .response(to: HTTPRequest(url: stub.baseURL + "/v1/forecast?latitude=51.5&longitude=0&forecast_days=16"))
            }
        }
    }

    @Test("reports a body cut short")
    func truncated() async throws {
        try await withStubServer { stub in
            stub.behave(.truncated)
            #expect(await failure(of: stub.baseURL + searchPath) == "incompleteResponse")
        }
    }

    @Test("cancelling the task aborts the transfer, long before its timeout")
    func cancellation() async throws {
        try await withStubServer { stub in
            stub.behave(.stall)
            let transfer = Task {
                try await CurlHTTPClient.forTests(timeout: .seconds(60)).response(to: HTTPRequest(url: stub.baseURL + searchPath))
            }
            try await Task.sleep(for: .milliseconds(200))
            transfer.cancel()
            await #expect(throws: CancellationError.self) { try await transfer.value }
        }
    }

    @Test("a task cancelled before it starts makes no request")
    func cancelledBeforeStart() async throws {
        try await withStubServer { stub in
            let transfer = Task {
                withUnsafeCurrentTask { $0?.cancel() }
                return try await CurlHTTPClient.forTests().response(to: HTTPRequest(url: stub.baseURL + searchPath))
            }
            await #expect(throws: CancellationError.self) { try await transfer.value }
            #expect(stub.requests.isEmpty)
        }
    }

    @Test("runs many transfers at once without blocking the cooperative pool")
    func concurrentTransfers() async throws {
        try await withStubServer { stub in
            stub.behave(.slow(seconds: 0.3))
            let client = CurlHTTPClient.forTests()
            // More slow transfers than the pool has threads: if any blocked a pool thread, the rest would queue.
            let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<12 {
                    group.addTask { try await client.response(to: HTTPRequest(url: stub.baseURL + searchPath)).status }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(statuses == Array(repeating: 200, count: 12))
        }
    }
}
