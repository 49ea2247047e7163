internal import Domain

/// An ``HTTPClient`` that keeps answers in a ``CacheStore``: it serves fresh ones without a request, revalidates
/// expired ones with `If-None-Match`/`If-Modified-Since` (a 304 renews them), and when the service fails (no
/// connection, a timeout, 5xx or 429) serves a recent one marked stale. Offline, it serves whatever is stored and
/// never touches the network. Requests without a ``CacheRule`` pass straight through.
struct CachingHTTPClient: HTTPClient {
    let base: any HTTPClient
    let store: CacheStore
    let settings: ResponseCache
    let clock: any WallClock

    func response(to request: HTTPRequest) async throws -> HTTPResponse {
        guard let rule = request.cacheRule else { return try await base.response(to: request) }
        let key = CacheKey.of(request)
        let stored = store.entry(forKey: key)
        let now = clock.now()
        switch settings.mode {
        case .offline:
            guard let stored else { throw TransportError.offline }
            return served(stored, as: .offline, staleReason: isFresh(stored, under: rule, at: now) ? nil : "working offline")
        case .normal:
            if let stored, isFresh(stored, under: rule, at: now) { return served(stored, as: .hit, staleReason: nil) }
        case .refresh:
            break
        }
        let outcome: Result<HTTPResponse, TransportError>
        do {
            outcome = .success(try await base.response(to: Self.conditional(request, on: stored)))
        } catch let error as TransportError {
            outcome = .failure(error)
        }
        return try answer(outcome, to: rule, key: key, stored: stored)
    }

    func forget(_ request: HTTPRequest) async {
        if request.cacheRule != nil { store.remove(key: CacheKey.of(request)) }
    }

    /// What the service's `outcome` means: a stored or renewed entry, the answer itself, or a stale entry in its
    /// place when the service failed.
    private func answer(_ outcome: Result<HTTPResponse, TransportError>, to rule: CacheRule, key: String, stored: CacheEntry?) throws -> HTTPResponse {
        let now = clock.now()
        switch outcome {
        case .success(let response) where response.status == 304:
            guard var renewed = stored else { return response }
            renewed.storedAt = now
            renewed.expiresAt = expiry(of: response, under: rule, now: now)
            store.save(renewed, forKey: key, now: now)
            return served(renewed, as: .revalidated, staleReason: nil)
        case .success(var response) where response.status == 200:
            response.cacheOutcome = .miss
            if CacheLifetime(headers: response.headers, now: now).isStorable {
                let entry = CacheEntry(
                    storedAt: now, expiresAt: expiry(of: response, under: rule, now: now), etag: response.headers["etag"],
                    lastModified: response.headers["last-modified"], contentType: response.headers["content-type"], body: response.body
                )
                store.save(entry, forKey: key, now: now)
                response.expiresAt = entry.expiresAt
            }
            return response
        case .success(var response):
            let failed = response.status == 429 || (500...599).contains(response.status)
            if failed, let stale = usableWhenFailing(stored, now: now) {
                return served(stale, as: .stale, staleReason: "the service answered HTTP \(response.status)")
            }
            response.cacheOutcome = .miss
            return response
        case .failure(let error):
            if let stale = usableWhenFailing(stored, now: now), Self.isFailureOfService(error) {
                return served(stale, as: .stale, staleReason: "the service could not be reached")
            }
            throw error
        }
    }

    /// Whether `entry` is fresh at `now`: before its expiry, and within the lifetime configured now (which may be
    /// shorter than when it was stored).
    private func isFresh(_ entry: CacheEntry, under rule: CacheRule, at now: Instant) -> Bool {
        let configured: Duration? = switch rule {
        case .placeLookup: settings.placeLifetime
        case .forecast: settings.forecastLifetime
        case .alerts(let honoursExpiry): honoursExpiry ? nil : settings.alertsLifetime
        case .fixed: nil
        }
        let cap = configured.map { entry.storedAt.secondsSince1970 + Double($0.components.seconds) } ?? .infinity
        return entry.isFresh(at: now) && now.secondsSince1970 < cap
    }

    /// `stored`, when it is recent enough to show in place of a failed answer.
    private func usableWhenFailing(_ stored: CacheEntry?, now: Instant) -> CacheEntry? {
        guard let stored else { return nil }
        let age = now.secondsSince1970 - stored.storedAt.secondsSince1970
        return age <= Double(settings.staleIfErrorLimit.components.seconds) ? stored : nil
    }

    /// Until when an answer is fresh: what it says, else the rule's default; a lifetime the user configured caps both;
    /// shortened by a random part of the settings' jitter, so that answers fetched together are not refreshed together.
    private func expiry(of response: HTTPResponse, under rule: CacheRule, now: Instant) -> Instant {
        let own = CacheLifetime(headers: response.headers, now: now).seconds
        let seconds: Int
        switch rule {
        case .placeLookup:
            seconds = min(own ?? Int.max, Int(settings.placeLifetime.components.seconds))
        case .forecast(let defaultLifetime):
            let configured = settings.forecastLifetime.map { Int($0.components.seconds) }
            seconds = min(own ?? configured ?? Int(defaultLifetime.components.seconds), configured ?? Int.max)
        case .alerts(let honoursExpiry):
            let configured = Int(settings.alertsLifetime.components.seconds)
            seconds = honoursExpiry ? own ?? configured : min(own ?? Int.max, configured)
        case .fixed(let lifetime):
            seconds = Int(lifetime.components.seconds)
        }
        let jitter = settings.refreshJitter > 0 ? Double.random(in: 0...min(settings.refreshJitter, 1)) : 0
        return Instant(secondsSince1970: now.secondsSince1970 + Double(seconds) * (1 - jitter))
    }

    private func served(_ entry: CacheEntry, as outcome: CacheOutcome, staleReason: String?) -> HTTPResponse {
        var response = entry.response
        response.fetchedAt = entry.storedAt
        response.staleReason = staleReason
        response.cacheOutcome = outcome
        response.expiresAt = entry.expiresAt
        return response
    }

    /// `request`, asking the service to confirm `stored` rather than send it again.
    private static func conditional(_ request: HTTPRequest, on stored: CacheEntry?) -> HTTPRequest {
        var request = request
        if let etag = stored?.etag { request.headers["If-None-Match"] = etag }
        if let lastModified = stored?.lastModified { request.headers["If-Modified-Since"] = lastModified }
        return request
    }

    /// A failure of the service or the way to it, as opposed to a broken answer (which a cache should not hide).
    private static func isFailureOfService(_ error: TransportError) -> Bool {
        switch error {
        case .hostNotFound, .connectionFailed, .timedOut, .incompleteResponse, .tls: true
        default: false
        }
    }
}
