/// One train of waves at a time (the sea as a whole, the waves the local wind raises, or a swell from afar): how high,
/// where from, and how long between crests. Each is `nil` where the model does not say.
public struct WaveTrain: Sendable, Hashable {
    /// The significant height (the mean of the highest third of the waves), in the report's height unit.
    public var height: Double?
    /// Where the waves come from, in degrees clockwise from north.
    public var direction: Double?
    /// The time between crests, in seconds.
    public var period: Double?

    /// Makes a wave train.
    public init(height: Double? = nil, direction: Double? = nil, period: Double? = nil) {
        self.height = height
        self.direction = direction
        self.period = period
    }

    /// Whether the model says anything of it.
    public var isKnown: Bool { height != nil || direction != nil || period != nil }
}
