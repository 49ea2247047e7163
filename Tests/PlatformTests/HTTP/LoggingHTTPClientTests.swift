import Foundation
@testable import Platform
import Synchronization
import Testing

@Suite("--verbose's line per request")
struct LoggingHTTPClientTests {
    @Test("a URL's keys, tokens and passwords are replaced by •••; the rest is kept", arguments: [
        ("https://api.x/data/2.5/forecast?lat=1&appid=abc123&units=metric", "https://api.x/data/2.5/forecast?lat=1&appid=•••&units=metric"),
        ("https://user:s3cret@host/v1/forecast?latitude=1", "https://•••@host/v1/forecast?latitude=1"),
        ("https://host/p?KEY=k&token=t&name=London", "https://host/p?KEY=•••&token=•••&name=London"),
        ("https://host/p", "https://host/p"),
    ])
    func redaction(url: String, shown: String) {
        #expect(RedactedURL.text(url) == shown)
    }

    @Test("one line per request: method, redacted URL, status, size, time and the cache's outcome; failures too")
    func lines() async throws {
        let lines = Mutex<[String]>([])
        let log = RequestLog { line in lines.withLock { $0.append(line) } }
        var hit = HTTPResponse(status: 200, headers: [:], body: Data(repeating: 0, count: 2048))
        hit.cacheOutcome = .hit
        let network = ScriptedHTTPClient([.success(hit), .failure(.connectionFailed(detail: "Connection refused")), .success(hit)])
        let client = LoggingHTTPClient(base: network, log: log)
        _ = try await client.response(to: HTTPRequest(url: "https://h/f?appid=secret"))
        await #expect(throws: TransportError.self) { try await client.response(to: HTTPRequest(url: "https://h/g")) }
        _ = try await client.response(to: HTTPRequest(method: .postForm([QueryItem("q", "de"), QueryItem("token", "secret")]), url: "https://h/p"))
        let written = lines.withLock { $0 }
        #expect(written.count == 3)
        #expect(written[0].hasPrefix("GET https://h/f?appid=••• → 200, 2.0 KB, ") && written[0].hasSuffix(" ms, hit"))
        #expect(written[1].hasPrefix("GET https://h/g → failed (Connection refused), "))
        #expect(written[2].hasPrefix("POST https://h/p form q=de&token=••• → 200, "))
        #expect(!written.joined().contains("secret"))
    }

    @Test("a record per request: the service that made it and what became of it")
    func records() async throws {
        let records = Mutex<[RequestRecord]>([])
        let log = RequestLog.records { record in records.withLock { $0.append(record) } }
        var hit = HTTPResponse(status: 200, headers: [:], body: Data())
        hit.cacheOutcome = .hit
        var stale = HTTPResponse(status: 200, headers: [:], body: Data())
        stale.cacheOutcome = .stale
        let fetched = HTTPResponse(status: 503, headers: [:], body: Data())
        let network = ScriptedHTTPClient([.success(hit), .success(stale), .success(fetched), .failure(.timedOut(detail: "slow"))])
        let client = LoggingHTTPClient(base: network, log: log)
        var request = HTTPRequest(url: "https://h/f")
        request.service = "met-norway"
        for _ in 0..<3 { _ = try await client.response(to: request) }
        await #expect(throws: TransportError.self) { try await client.response(to: HTTPRequest(url: "https://h/g")) }
        #expect(records.withLock { $0 } == [
            RequestRecord(service: "met-norway", outcome: .cacheHit, status: 200), RequestRecord(service: "met-norway", outcome: .stale, status: 200),
            RequestRecord(service: "met-norway", outcome: .fetched, status: 503), RequestRecord(service: "other", outcome: .failed, status: nil),
        ])
        #expect(RequestRecord.Outcome.allCases.filter(\.askedService) == [.fetched, .revalidated, .stale, .failed])
    }

    @Test("two logs are equal only when made by the same init")
    func identity() {
        let log = RequestLog { _ in }
        #expect(log == log && log != RequestLog { _ in })
    }
}
