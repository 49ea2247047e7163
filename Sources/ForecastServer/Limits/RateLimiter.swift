import Synchronization

/// A token bucket for each client: `burst` requests at once, refilled at `perMinute` a minute. Bounded: past
/// ``maximumClients`` buckets, the full ones (clients that have rested) are forgotten, then all if none is.
final class RateLimiter: Sendable {
    /// The most clients remembered at once.
    static let maximumClients = 100_000

    private struct Bucket {
        var tokens: Double
        var updated: ContinuousClock.Instant
    }

    private let perSecond: Double
    private let burst: Double
    private let buckets = Mutex<[String: Bucket]>([:])

    /// A limiter allowing `perMinute` requests a minute to each client, `burst` of them at once.
    init(perMinute: Int, burst: Int) {
        perSecond = Double(perMinute) / 60
        self.burst = Double(max(burst, 1))
    }

    /// Takes one request's token from `client`'s bucket at `now`; when there is none, the seconds until there is.
    func take(_ client: String, now: ContinuousClock.Instant = .now) -> (allowed: Bool, retryAfterSeconds: Int) {
        buckets.withLock { buckets in
            if buckets[client] == nil, buckets.count >= Self.maximumClients { forgetRested(&buckets, now: now) }
            var bucket = buckets[client] ?? Bucket(tokens: burst, updated: now)
            let elapsed = bucket.updated.duration(to: now)
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            bucket.tokens = min(burst, bucket.tokens + max(0, seconds) * perSecond)
            bucket.updated = now
            defer { buckets[client] = bucket }
            guard bucket.tokens >= 1 else { return (false, max(1, Int(((1 - bucket.tokens) / perSecond).rounded(.up)))) }
            bucket.tokens -= 1
            return (true, 0)
        }
    }

    /// Forgets the clients whose buckets have filled again since, or everyone when none has.
    private func forgetRested(_ buckets: inout [String: Bucket], now: ContinuousClock.Instant) {
        let fullAfter = Duration.seconds(burst / max(perSecond, 1e-9))
        buckets = buckets.filter { $0.value.updated.duration(to: now) < fullAfter }
        if buckets.count >= Self.maximumClients { buckets.removeAll() }
    }
}
