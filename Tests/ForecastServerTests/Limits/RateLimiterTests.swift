import Testing

@testable import ForecastServer

@Suite("The per-client rate limit")
struct RateLimiterTests {
    @Test("a burst passes, the next request waits for a token, and each client has its own bucket")
    func burst() {
        let limiter = RateLimiter(perMinute: 60, burst: 3), start = ContinuousClock.now
        #expect((0..<3).allSatisfy { _ in limiter.take("a", now: start).allowed })
        let refused = limiter.take("a", now: start)
        #expect(!refused.allowed && refused.retryAfterSeconds == 1)
        #expect(limiter.take("b", now: start).allowed)
    }

    @Test("tokens come back at the rate: one a second at 60 a minute")
    func refill() {
        let limiter = RateLimiter(perMinute: 60, burst: 1), start = ContinuousClock.now
        #expect(limiter.take("a", now: start).allowed)
        #expect(!limiter.take("a", now: start + .milliseconds(500)).allowed)
        #expect(limiter.take("a", now: start + .milliseconds(1600)).allowed)
    }
}
