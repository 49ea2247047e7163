/// What a nowcast service answers for a place: its steps, or why it has none there.
public enum NowcastOutcome: Sendable, Hashable {
    /// A nowcast.
    case nowcast(Nowcast)
    /// No nowcast here now, and why.
    case unavailable(NowcastGap)
}

/// The steps a service forecast for the next hours, as it made them.
public struct Nowcast: Sendable, Hashable {
    /// How the steps were made.
    public let method: NowcastMethod
    /// The length of every step, in minutes.
    public let stepMinutes: Int
    /// The steps, in time order.
    public let steps: [NowcastStep]
    /// When the service made it, when it said.
    public let issuedAt: Instant?

    /// Makes a nowcast.
    public init(method: NowcastMethod, stepMinutes: Int, steps: [NowcastStep], issuedAt: Instant? = nil) {
        self.method = method
        self.stepMinutes = stepMinutes
        self.steps = steps
        self.issuedAt = issuedAt
    }
}

/// Why a service has no nowcast for a place now.
public enum NowcastGap: String, Sendable, Hashable, CaseIterable {
    /// The radar is down for a while.
    case radarTemporarilyUnavailable = "radar temporarily unavailable"
    /// The place is out of the radar's range, or terrain blocks it.
    case noRadarCoverage = "no radar coverage"
    /// The place is outside the service's area.
    case outsideArea = "outside the service's area"
}

/// A nowcast service that had none for the place, and why, when another service answered instead.
public struct NowcastFallback: Sendable, Hashable {
    /// The service that had none.
    public let source: DataSource
    /// Why.
    public let gap: NowcastGap

    /// Makes a fallback.
    public init(source: DataSource, gap: NowcastGap) {
        self.source = source
        self.gap = gap
    }
}
