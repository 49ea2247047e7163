/// When a service's answer was fetched, and whether it is being shown past its freshness: served from a cache
/// because the network was not to be used (`--offline`) or the service failed (stale-if-error).
public struct AnswerFreshness: Sendable, Hashable {
    /// When the answer left the service (for a revalidated cached answer, when the service confirmed it).
    public let fetchedAt: Instant
    /// Why an old answer is shown instead of a current one; `nil` when the answer is current.
    public let staleReason: String?
    /// Until when the answer is fresh, as its cache keeps it; `nil` when not kept (no cache, or an answer that may not
    /// be stored). A server in front tells its own clients how long they may keep what it made from the answer.
    public let freshUntil: Instant?

    /// Whether the answer is shown past its freshness.
    public var isStale: Bool { staleReason != nil }

    /// Makes a freshness.
    public init(fetchedAt: Instant, staleReason: String? = nil, freshUntil: Instant? = nil) {
        self.fetchedAt = fetchedAt
        self.staleReason = staleReason
        self.freshUntil = freshUntil
    }
}
