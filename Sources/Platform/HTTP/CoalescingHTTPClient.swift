internal import Domain
import Synchronization

/// An ``HTTPClient`` that asks once for everyone: while a request is in flight, an identical one (the same
/// ``CacheKey``: the method and the URL) waits for its answer instead of sending its own.
/// Many readers asking for one place at once (a server's clients, a run naming a place twice) cost one request per
/// service endpoint. What arrives, or the failure, is handed to every waiter; the next request after it asks anew.
/// Requests without a ``CacheRule`` (a POST, a refusal's retry) are not shared and pass straight through.
struct CoalescingHTTPClient: HTTPClient {
    let base: any HTTPClient
    private let inFlight = InFlightRequests()

    init(base: any HTTPClient) {
        self.base = base
    }

    func response(to request: HTTPRequest) async throws -> HTTPResponse {
        guard request.cacheRule != nil else { return try await base.response(to: request) }
        let base = base
        let shared = inFlight.join(CacheKey.of(request)) { Task { try await base.response(to: request) } }
        defer { inFlight.leave(CacheKey.of(request), shared) }
        return try await shared.task.value
    }

    func forget(_ request: HTTPRequest) async {
        await base.forget(request)
    }
}

/// The requests in flight, by key, with how many callers wait for each.
final class InFlightRequests: Sendable {
    /// One shared request and its waiters.
    final class Shared: Sendable {
        let task: Task<HTTPResponse, any Error>
        init(_ task: Task<HTTPResponse, any Error>) { self.task = task }
    }

    private let requests = Mutex<[String: (shared: Shared, waiters: Int)]>([:])

    /// The request in flight for `key`, joined; or a new one started by `start`, when none is.
    func join(_ key: String, start: () -> Task<HTTPResponse, any Error>) -> Shared {
        requests.withLock { requests in
            if let found = requests[key] {
                requests[key] = (found.shared, found.waiters + 1)
                return found.shared
            }
            let shared = Shared(start())
            requests[key] = (shared, 1)
            return shared
        }
    }

    /// One waiter of `shared` is done; the last one's leaving ends the sharing, so the next request asks anew.
    func leave(_ key: String, _ shared: Shared) {
        requests.withLock { requests in
            guard let found = requests[key], found.shared === shared else { return }
            requests[key] = found.waiters > 1 ? (shared, found.waiters - 1) : nil
        }
    }
}
