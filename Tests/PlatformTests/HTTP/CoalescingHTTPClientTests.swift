import Domain
import Foundation
@testable import Platform
import Synchronization
import Testing

/// A network that holds every request until the test opens it, counting what arrives.
final class GatedHTTPClient: HTTPClient {
    private let arrived = Mutex<[HTTPRequest]>([])
    private let gate = AsyncStream<Void>.makeStream()
    private let answer: @Sendable (HTTPRequest) -> Result<HTTPResponse, TransportError>

    init(answer: @escaping @Sendable (HTTPRequest) -> Result<HTTPResponse, TransportError>) {
        self.answer = answer
    }

    /// Every request that reached the network, oldest first.
    var requests: [HTTPRequest] { arrived.withLock { $0 } }

    /// Lets every request held, and every later one, through.
    func open() { gate.continuation.finish() }

    func response(to request: HTTPRequest) async throws -> HTTPResponse {
        arrived.withLock { $0.append(request) }
        for await _ in gate.stream {}
        return try answer(request).get()
    }

    func forget(_ request: HTTPRequest) async {}
}

@Suite("Asking once for everyone: identical requests in flight together")
struct CoalescingHTTPClientTests {
    static let forecast = HTTPRequest(url: "http://127.0.0.1:1/v1/forecast?latitude=1", cacheRule: .forecast(defaultLifetime: .seconds(600)))
    static let air = HTTPRequest(url: "http://127.0.0.1:1/v1/air-quality?latitude=1", cacheRule: .forecast(defaultLifetime: .seconds(600)))

    /// Starts `count` requests for each of `requests` at once, waits until each distinct one reached the network (or
    /// `timeout`), then opens the gate and gathers the answers' bodies.
    func together(_ requests: [HTTPRequest], count: Int, through network: GatedHTTPClient) async throws -> [String] {
        let client = CoalescingHTTPClient(base: network)
        return try await withThrowingTaskGroup(of: String.self) { group in
            for request in requests {
                for _ in 0..<count {
                    group.addTask { String(decoding: try await client.response(to: request).body, as: UTF8.self) }
                }
            }
            while Set(network.requests.map(\.url)).count < Set(requests.map(\.url)).count { await Task.yield() }
            try await Task.sleep(for: .milliseconds(50))
            network.open()
            return try await group.reduce(into: []) { $0.append($1) }
        }
    }

    @Test("50 callers asking for one answer at once cause one request, and all get its answer")
    func fiftyCallersOneRequest() async throws {
        let network = GatedHTTPClient { _ in .success(HTTPResponse(status: 200, headers: [:], body: Data("answer".utf8))) }
        let bodies = try await together([Self.forecast], count: 50, through: network)
        #expect(network.requests.count == 1)
        #expect(bodies.count == 50 && Set(bodies) == ["answer"])
    }

    @Test("every caller but the first is told to the log as shared, its answer or its failure alike; the request itself is the client's below to tell")
    func sharedWaitsAreTold() async throws {
        for answer in [Result<HTTPResponse, TransportError>.success(HTTPResponse(status: 200, headers: [:], body: Data())), .failure(.timedOut(detail: "slow"))] {
            let records = Mutex<[RequestRecord]>([])
            let network = GatedHTTPClient { _ in answer }
            let client = CoalescingHTTPClient(base: network, log: .records { record in records.withLock { $0.append(record) } })
            var named = Self.forecast
            named.service = "open-meteo"
            let request = named
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<5 { group.addTask { _ = try? await client.response(to: request) } }
                while network.requests.isEmpty { await Task.yield() }
                try? await Task.sleep(for: .milliseconds(50))
                network.open()
            }
            #expect(network.requests.count == 1)
            #expect(records.withLock { $0 }.map(\.outcome) == Array(repeating: .shared, count: 4) && records.withLock { $0 }.allSatisfy { $0.service == "open-meteo" })
        }
    }

    @Test("different requests are not shared: one request an endpoint")
    func oneRequestAnEndpoint() async throws {
        let network = GatedHTTPClient { request in .success(HTTPResponse(status: 200, headers: [:], body: Data(request.url.utf8))) }
        let bodies = try await together([Self.forecast, Self.air], count: 10, through: network)
        #expect(network.requests.map(\.url).sorted() == [Self.air.url, Self.forecast.url])
        #expect(bodies.filter { $0 == Self.forecast.url }.count == 10 && bodies.filter { $0 == Self.air.url }.count == 10)
    }

    @Test("a failure reaches every waiter, and the next request asks anew")
    func failureSharedThenAskedAgain() async throws {
        let network = GatedHTTPClient { _ in .failure(.timedOut(detail: "held too long")) }
        let client = CoalescingHTTPClient(base: network)
        network.open()
        await #expect(throws: TransportError.timedOut(detail: "held too long")) { try await client.response(to: Self.forecast) }
        await #expect(throws: TransportError.timedOut(detail: "held too long")) { try await client.response(to: Self.forecast) }
        #expect(network.requests.count == 2, "a finished request is not served again")
    }

    @Test("a request with no cache rule is never shared")
    func uncachedPassesThrough() async throws {
        let plain = HTTPRequest(url: "http://127.0.0.1:1/v1/forecast?latitude=1")
        let network = GatedHTTPClient { _ in .success(HTTPResponse(status: 200, headers: [:], body: Data())) }
        network.open()
        let client = CoalescingHTTPClient(base: network)
        _ = try await client.response(to: plain)
        _ = try await client.response(to: plain)
        #expect(network.requests.count == 2)
    }
}

/// A network that answers only after a long wait, and says whether the wait was cut short by cancellation.
final class SlowHTTPClient: HTTPClient {
    private let cancellations = Mutex(0)
    /// How many transfers were cancelled.
    var cancelled: Int { cancellations.withLock { $0 } }

    func response(to request: HTTPRequest) async throws -> HTTPResponse {
        do {
            try await Task.sleep(for: .seconds(30))
        } catch {
            cancellations.withLock { $0 += 1 }
            throw error
        }
        return HTTPResponse(status: 200, headers: [:], body: Data())
    }

    func forget(_ request: HTTPRequest) async {}
}

@Suite("Cancelling a shared request")
struct CoalescingCancellationTests {
    @Test("a lone caller cancelled aborts the transfer, as every HTTPClient does")
    func loneCallerCancels() async throws {
        let network = SlowHTTPClient()
        let client = CoalescingHTTPClient(base: network)
        let caller = Task { try await client.response(to: CoalescingHTTPClientTests.forecast) }
        try await Task.sleep(for: .milliseconds(50))
        caller.cancel()
        await #expect(throws: CancellationError.self) { try await caller.value }
        #expect(network.cancelled == 1)
    }

    @Test("one of two callers cancelled leaves the transfer to the other")
    func otherCallerKeepsIt() async throws {
        let network = GatedHTTPClient { _ in .success(HTTPResponse(status: 200, headers: [:], body: Data("kept".utf8))) }
        let client = CoalescingHTTPClient(base: network)
        let leaving = Task { try await client.response(to: CoalescingHTTPClientTests.forecast) }
        let staying = Task { try await client.response(to: CoalescingHTTPClientTests.forecast) }
        while network.requests.isEmpty { await Task.yield() }
        try await Task.sleep(for: .milliseconds(50))
        leaving.cancel()
        network.open()
        #expect(String(decoding: try await staying.value.body, as: UTF8.self) == "kept")
        #expect(network.requests.count == 1)
    }
}
