import Synchronization

/// The most weather requests worked on at once (each asks a few services at most, so this bounds the upstream
/// requests in flight too); past it, a request is refused with 503 at once rather than queued.
final class WorkLimit: Sendable {
    private let limit: Int
    private let working = Atomic<Int>(0)

    /// A limit of `limit` requests at once.
    init(_ limit: Int) {
        self.limit = limit
    }

    /// Runs `work` when there is room, else returns `nil` without running it.
    func run<Result: Sendable>(_ work: () async -> Result) async -> Result? {
        guard working.wrappingAdd(1, ordering: .relaxed).newValue <= limit else {
            working.wrappingSubtract(1, ordering: .relaxed)
            return nil
        }
        defer { working.wrappingSubtract(1, ordering: .relaxed) }
        return await work()
    }
}
