import Synchronization

/// The most tool calls answered at once. A client may send calls faster than the services answer; past the limit a
/// call is refused at once (a tool error saying so) rather than queued without bound.
final class CallLimit: Sendable {
    /// How many calls may run at once.
    let maximum: Int
    private let running = Mutex(0)

    /// A limit of `maximum` calls at once.
    init(_ maximum: Int) {
        self.maximum = maximum
    }

    /// Runs `work` when fewer than ``maximum`` calls are running; `nil` when as many already are.
    func run<Result: Sendable>(_ work: () async -> Result) async -> Result? {
        let admitted = running.withLock { count in
            guard count < maximum else { return false }
            count += 1
            return true
        }
        guard admitted else { return nil }
        defer { running.withLock { $0 -= 1 } }
        return await work()
    }
}
