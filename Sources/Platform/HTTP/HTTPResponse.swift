import FoundationEssentials
internal import Domain

/// A complete HTTP response, its body already decompressed.
struct HTTPResponse: Sendable, Hashable {
    /// The status code of the final response, after redirects.
    let status: Int
    /// The final response's headers, names lower-cased; a repeated header keeps its last value.
    let headers: [String: String]
    /// The body.
    let body: Data
    /// When a cached answer was fetched (or last confirmed); `nil` for an answer that just arrived.
    var fetchedAt: Instant?
    /// Why a stale cached answer is given instead of the service's; `nil` when it is not stale.
    var staleReason: String?
    /// What the cache did for this answer; `nil` when no cache was asked.
    var cacheOutcome: CacheOutcome?
    /// Until when the cache keeps the answer fresh; `nil` when it is not kept.
    var expiresAt: Instant?

    /// Whether the status is 2xx.
    var isSuccess: Bool { (200...299).contains(status) }

    /// The media type of the body, lower-cased and without parameters, e.g. "application/json".
    var mediaType: String? {
        headers["content-type"].map { $0.split(separator: ";", omittingEmptySubsequences: false)[0].trimmedForHTTP.lowercased() }
    }
}
