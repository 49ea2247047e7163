import NIOCore
import ServiceLifecycle
import Synchronization

/// The most weather requests worked on at once (each asks a few services at most, so this bounds the upstream
/// requests in flight too); past it, a request is refused with 503 at once rather than queued. Once the server is
/// told to stop, the work still in hand is given the grace period, then cancelled, so that stopping takes no longer.
final class WorkLimit: Sendable {
    private let limit: Int
    private let grace: Duration
    private let working = Atomic<Int>(0)

    /// A limit of `limit` requests at once, each cut `grace` after the server is told to stop.
    init(_ limit: Int, grace: Duration) {
        self.limit = limit
        self.grace = grace
    }

    /// Runs `work` when there is room, else returns `nil` without running it; the work is cancelled (and its result
    /// whatever it makes of that) when the grace period after a stop ends first, as timed on `eventLoop` (the
    /// connection's: its timers are the server's own, which a test's shifted clock leaves alone).
    func run<Result: Sendable>(on eventLoop: any EventLoop, _ work: @escaping @Sendable () async -> Result) async -> Result? {
        guard working.wrappingAdd(1, ordering: .relaxed).newValue <= limit else {
            working.wrappingSubtract(1, ordering: .relaxed)
            return nil
        }
        defer { working.wrappingSubtract(1, ordering: .relaxed) }
        let task = Task { await work() }
        let grace = grace
        return await withGracefulShutdownHandler {
            await withTaskCancellationHandler { await task.value } onCancel: { task.cancel() }
        } onGracefulShutdown: {
            eventLoop.scheduleTask(in: .nanoseconds(Int64(grace.components.seconds) * 1_000_000_000)) { task.cancel() }
        }
    }
}
