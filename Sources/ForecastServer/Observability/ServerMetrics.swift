import Prometheus

/// What `/metrics` tells, in Prometheus's text format: requests by route template (never the raw path) and status,
/// their latency, the services asked by service and outcome, cache hits, waits for a request already in flight, and
/// clients refused by the rate limit.
final class ServerMetrics: Sendable {
    private let registry = PrometheusCollectorRegistry()
    private let rateLimited: Counter
    private let overloaded: Counter

    /// The latency buckets, in seconds: cached answers take a millisecond, fetched ones up to the services' timeout.
    static let latencyBuckets: [Duration] = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30].map { .milliseconds(Int64($0 * 1000)) }

    /// The metrics, every series starting at zero.
    init() {
        rateLimited = registry.makeCounter(name: "forecast_rate_limited_total", help: "Requests refused with 429 by the per-client rate limit.")
        overloaded = registry.makeCounter(name: "forecast_overloaded_total", help: "Requests refused with 503 because the server was working on as many as it takes.")
    }

    /// One request answered on `route` with `status`, after `duration`.
    func request(route: String, status: Int, duration: Duration) {
        registry.makeCounter(name: "forecast_http_requests_total", labels: [("route", route), ("status", String(status))], help: "HTTP requests answered, by route template and status.").increment()
        registry.makeDurationHistogram(name: "forecast_http_request_duration_seconds", labels: [("route", route)], buckets: Self.latencyBuckets, help: "Time to answer, by route template.")
            .recordNanoseconds(duration.nanoseconds)
    }

    /// One request to a service, by its id, and what became of it ("fetched", "cache-hit", "shared", …).
    func upstream(service: String, outcome: String) {
        switch outcome {
        case "cache-hit":
            registry.makeCounter(name: "forecast_cache_hits_total", labels: [("service", service)], help: "Answers of a service given from the cache, without asking it.").increment()
        case "shared":
            registry.makeCounter(name: "forecast_coalesced_waits_total", labels: [("service", service)], help: "Requests that waited for an identical one already in flight.").increment()
        default:
            registry.makeCounter(name: "forecast_upstream_requests_total", labels: [("service", service), ("outcome", outcome)], help: "Requests sent to a service, by outcome.").increment()
        }
    }

    /// A client refused by the rate limit.
    func refusedByRateLimit() { rateLimited.increment() }

    /// A request refused because the server was busy.
    func refusedAsOverloaded() { overloaded.increment() }

    /// Every series, in Prometheus's text format.
    var text: String { registry.emitToString() }
}

private extension Duration {
    /// The duration in whole nanoseconds.
    var nanoseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
}
