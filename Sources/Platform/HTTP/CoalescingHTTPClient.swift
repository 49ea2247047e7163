internal import Domain
import Synchronization

/// An ``HTTPClient`` that asks once for everyone: while a request is in flight, an identical one (the same
/// ``CacheKey``: the method and the URL) waits for its answer instead of sending its own. Many readers asking for one
/// place at once (a server's clients, a run naming a place twice) cost one request per service endpoint. What
/// arrives, or the failure, is handed to every waiter; the next request after it asks anew. The transfer is aborted,
/// as ``HTTPClient`` promises, once every caller waiting for it is cancelled. Requests without a ``CacheRule`` are
/// not shared and pass straight through.
struct CoalescingHTTPClient: HTTPClient {
    let base: any HTTPClient
    /// Where each caller's wait for another's request is told, as shared; `nil`: nowhere.
    let log: RequestLog?
    private let inFlight = InFlightRequests()

    init(base: any HTTPClient, log: RequestLog? = nil) {
        self.base = base
        self.log = log
    }

    func response(to request: HTTPRequest) async throws -> HTTPResponse {
        guard request.cacheRule != nil else { return try await base.response(to: request) }
        let base = base, inFlight = inFlight, key = CacheKey.of(request), started = ContinuousClock.now
        let waiter = inFlight.join(key) { Task { try await base.response(to: request) } }
        defer { inFlight.leave(waiter) }
        let result: Result<HTTPResponse, any Error>
        do {
            result = .success(try await withTaskCancellationHandler { try await waiter.task.value } onCancel: { inFlight.cancel(waiter) })
        } catch {
            result = .failure(error)
        }
        if waiter.number != 0, let log { LoggingHTTPClient.tell(request, result, outcome: .shared, since: started, to: log) }
        return try result.get()
    }

    func forget(_ request: HTTPRequest) async {
        await base.forget(request)
    }
}

/// The requests in flight, by key, with the callers waiting for each and which of them were cancelled.
final class InFlightRequests: Sendable {
    /// One caller waiting for a shared request.
    struct Waiter: Sendable {
        /// The request's key.
        let key: String
        /// This caller, among the request's.
        let number: Int
        /// The shared request.
        let task: Task<HTTPResponse, any Error>
    }

    private struct Entry {
        let task: Task<HTTPResponse, any Error>
        var next = 1
        var waiting: Set<Int> = [0]
        var cancelled: Set<Int> = []
    }

    private let requests = Mutex<[String: Entry]>([:])

    /// A place among the callers of the request in flight for `key`; or the first one, of a request started by
    /// `start`, when none is.
    func join(_ key: String, start: () -> Task<HTTPResponse, any Error>) -> Waiter {
        requests.withLock { requests in
            guard var entry = requests[key] else {
                let task = start()
                requests[key] = Entry(task: task)
                return Waiter(key: key, number: 0, task: task)
            }
            let number = entry.next
            entry.next += 1
            entry.waiting.insert(number)
            requests[key] = entry
            return Waiter(key: key, number: number, task: entry.task)
        }
    }

    /// `waiter` was cancelled; when every caller waiting is, the request is too, and its transfer aborted.
    func cancel(_ waiter: Waiter) {
        let everyone = requests.withLock { requests -> Bool in
            guard requests[waiter.key]?.waiting.contains(waiter.number) == true else { return false }
            requests[waiter.key]!.cancelled.insert(waiter.number)
            return requests[waiter.key]!.cancelled == requests[waiter.key]!.waiting
        }
        if everyone { waiter.task.cancel() }
    }

    /// `waiter` is done; the last one's leaving ends the sharing, so the next request asks anew.
    func leave(_ waiter: Waiter) {
        requests.withLock { requests in
            guard var entry = requests[waiter.key], entry.waiting.contains(waiter.number) else { return }
            entry.waiting.remove(waiter.number)
            entry.cancelled.remove(waiter.number)
            requests[waiter.key] = entry.waiting.isEmpty ? nil : entry
        }
    }
}
