/// One request of a service as a ``RequestLog`` records it for counting: which service, and what became of it. A
/// server counts its upstream requests, cache hits and shared waits from these, never from the URL.
public struct RequestRecord: Sendable, Hashable {
    /// What became of a request.
    public enum Outcome: String, Sendable, Hashable, CaseIterable {
        /// The service was asked and answered (any status).
        case fetched
        /// The service was asked to confirm a stored answer, and did (HTTP 304).
        case revalidated
        /// The service was asked and failed; a stored answer was given instead, marked stale.
        case stale
        /// The service was asked and could not be reached, or its answer could not be had.
        case failed
        /// A fresh stored answer was given; the service was not asked.
        case cacheHit = "cache-hit"
        /// A stored answer was given because the network was not to be used.
        case offline
        /// An identical request was in flight: its answer was shared, the service not asked again.
        case shared

        /// Whether the service itself was asked for this request.
        public var askedService: Bool { [.fetched, .revalidated, .stale, .failed].contains(self) }
    }

    /// The service's id in the ``ServiceCatalogue`` ("met-norway", "geocoding"); "other" for a request no service made.
    public let service: String
    /// What became of it.
    public let outcome: Outcome
    /// The HTTP status of the answer given; `nil` when there was none.
    public let status: Int?

    /// A record.
    public init(service: String, outcome: Outcome, status: Int?) {
        self.service = service
        self.outcome = outcome
        self.status = status
    }
}
