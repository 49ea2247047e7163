import Prometheus

/// What `/metrics` tells, in Prometheus's text format: requests by route template (never the raw path) and status,
/// their latency, the services asked by service and outcome, cache hits, waits for a request already in flight, and
/// clients refused by the rate limit or because the server was busy.
final class ServerMetrics: Sendable {
    private let registry = PrometheusCollectorRegistry()

    /// The latency buckets: cached answers take a millisecond, fetched ones up to the services' timeout.
    static let latencyBuckets: [Duration] = [1, 2.5, 5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10_000, 30_000].map { .microseconds(Int64($0 * 1000)) }

    /// The series, by name: each has its help text and unit.
    private enum Series {
        static var requests: MetricNameDescriptor { descriptor("http_requests", "total", "HTTP requests answered, by route template and status.") }
        static var latency: MetricNameDescriptor { descriptor("http_request_duration", "seconds", "Time to answer, by route template.") }
        static var upstream: MetricNameDescriptor { descriptor("upstream_requests", "total", "Requests sent to a service, by service and outcome.") }
        static var cacheHits: MetricNameDescriptor { descriptor("cache_hits", "total", "Answers of a service given from the cache, without asking it.") }
        static var coalesced: MetricNameDescriptor { descriptor("coalesced_waits", "total", "Requests that waited for an identical one already in flight.") }
        static var rateLimited: MetricNameDescriptor { descriptor("rate_limited", "total", "Requests refused with 429 by the per-client rate limit.") }
        static var reused: MetricNameDescriptor { descriptor("answers_reused", "total", "Answers given again as made, while what they were made from is fresh.") }
        static var overloaded: MetricNameDescriptor { descriptor("overloaded", "total", "Requests refused with 503 because the server was working on as many as it takes.") }

        static func descriptor(_ name: String, _ unit: String, _ help: String) -> MetricNameDescriptor {
            MetricNameDescriptor(namespace: "forecast", metricName: name, unitName: unit, helpText: help)
        }
    }

    /// The metrics, the unlabelled series starting at zero.
    init() {
        _ = registry.makeCounter(descriptor: Series.rateLimited)
        _ = registry.makeCounter(descriptor: Series.overloaded)
        _ = registry.makeCounter(descriptor: Series.reused)
    }

    /// One request answered on `route` with `status`, after `duration`.
    func request(route: String, status: Int, duration: Duration) {
        registry.makeCounter(descriptor: Series.requests, labels: [("route", route), ("status", String(status))]).increment()
        registry.makeDurationHistogram(descriptor: Series.latency, labels: [("route", route)], buckets: Self.latencyBuckets).recordNanoseconds(duration.nanoseconds)
    }

    /// One request to a service, by its id, and what became of it ("fetched", "cache-hit", "shared", …).
    func upstream(service: String, outcome: String) {
        switch outcome {
        case "cache-hit": registry.makeCounter(descriptor: Series.cacheHits, labels: [("service", service)]).increment()
        case "shared": registry.makeCounter(descriptor: Series.coalesced, labels: [("service", service)]).increment()
        default: registry.makeCounter(descriptor: Series.upstream, labels: [("service", service), ("outcome", outcome)]).increment()
        }
    }

    /// A client refused by the rate limit.
    func refusedByRateLimit() { registry.makeCounter(descriptor: Series.rateLimited).increment() }

    /// An answer given again as it was made.
    func reusedAnswer() { registry.makeCounter(descriptor: Series.reused).increment() }

    /// A request refused because the server was busy.
    func refusedAsOverloaded() { registry.makeCounter(descriptor: Series.overloaded).increment() }

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
