/// The timings of one benchmark: its first (cold) run, then the distribution of the rest.
struct Measurement {
    let name: String
    let bytes: Int
    let first: Duration
    let samples: [Duration]

    /// Runs `body` once cold, then `warmup` times untimed, then `iterations` times timed.
    static func of(_ name: String, bytes: Int, iterations: Int, warmup: Int, _ body: () throws -> Void) rethrows -> Measurement {
        let clock = ContinuousClock()
        let first = try clock.measure(body)
        for _ in 0..<warmup { try body() }
        var samples: [Duration] = []
        samples.reserveCapacity(iterations)
        for _ in 0..<iterations { samples.append(try clock.measure(body)) }
        return Measurement(name: name, bytes: bytes, first: first, samples: samples.sorted())
    }

    private func percentile(_ fraction: Double) -> Duration {
        samples[min(samples.count - 1, Int((Double(samples.count - 1) * fraction).rounded()))]
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }

    /// One JSON object a line, for scripts/bench to read.
    var jsonLine: String {
        let median = Self.milliseconds(percentile(0.5))
        let megabytesPerSecond = Double(bytes) / 1_000_000 / (median / 1000)
        return "{\"name\":\"\(name)\",\"bytes\":\(bytes),\"iterations\":\(samples.count),"
            + "\"first_ms\":\(Self.milliseconds(first)),\"median_ms\":\(median),"
            + "\"p10_ms\":\(Self.milliseconds(percentile(0.1))),\"p90_ms\":\(Self.milliseconds(percentile(0.9))),"
            + "\"mb_per_s\":\(megabytesPerSecond)}"
    }
}
