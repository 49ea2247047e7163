import Synchronization

/// A one-way switch, set by a cancelled task and read by the thread running its transfer.
final class CancellationFlag: Sendable {
    private let cancelled = Atomic<Bool>(false)

    /// Whether ``cancel()`` was called.
    var isCancelled: Bool { cancelled.load(ordering: .acquiring) }

    /// Asks the transfer to stop.
    func cancel() { cancelled.store(true, ordering: .releasing) }
}
