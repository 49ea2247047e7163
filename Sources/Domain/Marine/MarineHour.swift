/// The sea at one hour, on the place's clock: its waves, its temperature, its current and its level. Every value is
/// `nil` where the model does not say (never 0).
public struct MarineHour: Sendable, Hashable {
    /// When the hour starts, on the place's clock.
    public let time: LocalDateTime
    /// The sea's waves as a whole (the wind's waves and the swells together).
    public var waves: WaveTrain
    /// The waves the local wind raises.
    public var windWaves: WaveTrain
    /// The primary swell: waves raised far away.
    public var swell: WaveTrain
    /// The secondary swell.
    public var secondarySwell: WaveTrain
    /// The sea-surface temperature, in the report's temperature unit.
    public var seaTemperature: Double?
    /// The ocean current's speed, in the report's current-speed unit (``Units/currentSpeed``).
    public var currentSpeed: Double?
    /// Where the current flows to, in degrees clockwise from north.
    public var currentDirection: Double?
    /// The sea level above mean sea level, tides included, in the report's height unit: a model's value on a coarse
    /// grid, not for navigation.
    public var seaLevel: Double?

    /// Makes an hour.
    public init(
        time: LocalDateTime, waves: WaveTrain = WaveTrain(), windWaves: WaveTrain = WaveTrain(), swell: WaveTrain = WaveTrain(),
        secondarySwell: WaveTrain = WaveTrain(), seaTemperature: Double? = nil, currentSpeed: Double? = nil, currentDirection: Double? = nil,
        seaLevel: Double? = nil
    ) {
        self.time = time
        self.waves = waves
        self.windWaves = windWaves
        self.swell = swell
        self.secondarySwell = secondarySwell
        self.seaTemperature = seaTemperature
        self.currentSpeed = currentSpeed
        self.currentDirection = currentDirection
        self.seaLevel = seaLevel
    }

    /// Whether the model has sea here at this hour: any value at all (a land cell has none).
    public var hasSea: Bool {
        waves.isKnown || windWaves.isKnown || swell.isKnown || secondarySwell.isKnown || seaTemperature != nil || currentSpeed != nil || seaLevel != nil
    }
}
