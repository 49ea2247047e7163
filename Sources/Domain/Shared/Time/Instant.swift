/// A moment in time, the same everywhere: seconds since 1970-01-01T00:00:00Z.
public struct Instant: Sendable, Hashable, Comparable {
    /// Seconds since the Unix epoch, UTC.
    public let secondsSince1970: Double

    /// Makes an instant.
    public init(secondsSince1970: Double) {
        self.secondsSince1970 = secondsSince1970
    }

    /// Orders instants by time.
    public static func < (lhs: Instant, rhs: Instant) -> Bool {
        lhs.secondsSince1970 < rhs.secondsSince1970
    }
}

/// Tells the time: injected into use cases that work from "now", so tests can fix it.
public protocol WallClock: Sendable {
    /// The current moment.
    func now() -> Instant
}
