import FoundationEssentials
internal import Domain

/// An ``HTTPClient`` that tries a request again when a real network failed it in passing: a connection reset or cut
/// short, a connect-phase timeout, a 502, 503 or 504 (at most twice, with exponential backoff and jitter), and a
/// 429 or 503 whose `Retry-After` is short (waited for once). Everything else, and anything that would run past the
/// policy's total budget, is returned as it came, for the ``ProviderClient`` to interpret.
struct RetryingHTTPClient: HTTPClient {
    let base: any HTTPClient
    var policy = RetryPolicy()
    /// Tells the time, for a `Retry-After` given as a date.
    let clock: any WallClock
    /// Waits between attempts; tests inject one that only records.
    var pause: @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }

    func response(to request: HTTPRequest) async throws -> HTTPResponse {
        let started = ContinuousClock.now
        var attempt = 0
        while true {
            attempt += 1
            let outcome: Result<HTTPResponse, any Error>
            do {
                outcome = .success(try await base.response(to: request))
            } catch let error as TransportError {
                outcome = .failure(error)
            }
            let elapsed = started.duration(to: .now)
            guard let wait = policy.wait(after: outcome, attempt: attempt, elapsed: elapsed, now: clock.now()) else {
                return try outcome.get()
            }
            try await pause(wait)
        }
    }
}

/// When to try a request again, and how long to wait first.
struct RetryPolicy: Sendable {
    /// The most attempts after the first.
    var maximumRetries = 2
    /// The first backoff; each next one doubles, times a jitter of 0.5–1.5.
    var firstBackoff: Duration = .milliseconds(300)
    /// The longest `Retry-After` waited for; a longer one is the caller's to report.
    var longestRetryAfter: Duration = .seconds(5)
    /// No retry starts once this much time has gone, waits included.
    var budget: Duration = .seconds(10)
    /// The jitter factor; tests fix it.
    var jitter: @Sendable () -> Double = { Double.random(in: 0.5...1.5) }

    /// The wait before another attempt, or `nil` to give `outcome` back as it is.
    func wait(after outcome: Result<HTTPResponse, any Error>, attempt: Int, elapsed: Duration, now: Instant) -> Duration? {
        guard attempt <= maximumRetries else { return nil }
        let delay: Duration
        switch outcome {
        case .success(let response):
            let retryAfter = RetryAfter.seconds(in: response.headers["retry-after"], now: now)
            switch (response.status, retryAfter) {
            case (429, let seconds?), (503, let seconds?):
                // A short wait the service asked for is honoured once; a long one is reported, not slept through.
                guard attempt == 1, Duration.seconds(seconds) <= longestRetryAfter else { return nil }
                delay = .seconds(seconds)
            case (502, _), (503, nil), (504, _):
                delay = backoff(attempt)
            default:
                return nil
            }
        case .failure(let error):
            guard let error = error as? TransportError, Self.isPassing(error) else { return nil }
            delay = backoff(attempt)
        }
        return elapsed + delay <= budget ? delay : nil
    }

    private func backoff(_ attempt: Int) -> Duration {
        firstBackoff * (Double(1 << (attempt - 1)) * jitter())
    }

    /// A failure that a second try may not meet: the connection reset or cut short, or no connection in time.
    static func isPassing(_ error: TransportError) -> Bool {
        switch error {
        case .incompleteResponse: true
        // libcurl says "Connection timed out after …" for the connect phase, "Operation timed out …" for the rest.
        case .timedOut(let detail): detail.lowercased().hasPrefix("connection timed out")
        default: false
        }
    }
}
