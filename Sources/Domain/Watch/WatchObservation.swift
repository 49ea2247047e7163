/// What one run saw for a watch: the services' answer in the watch's terms, or that they could not be asked.
public enum WatchObservation: Sendable, Hashable {
    /// The first rain in the window, or `nil` when none comes.
    case rain(RainSighting?)
    /// The warnings in force or coming at the place, every severity (the watch picks its own).
    case warnings([WeatherAlert])
    /// The first time the condition is met in the window, or `nil` when it is not.
    case threshold(ThresholdSighting?)
    /// The services could not answer, in one line.
    case failed(reason: String)
}

/// Rain seen coming: when, and how it was seen.
public struct RainSighting: Sendable, Hashable {
    /// How the start was seen, which says how sure it is.
    public enum Method: String, Sendable, Hashable {
        /// Weather radar, extrapolated every 5 minutes.
        case radar
        /// A model at 15-minute steps.
        case model
        /// The hourly forecast.
        case hourly
    }

    /// When it starts, on the place's clock.
    public let start: LocalDateTime
    /// Whether it rains already.
    public let isRaining: Bool
    /// How it was seen.
    public let method: Method
    /// Its rate at the start, in mm/h, when known.
    public let rate: Double?
    /// The chance of it, in %, when the hourly forecast gives one.
    public let chance: Double?

    /// Rain from `start` (already, when `isRaining`), seen by `method`.
    public init(start: LocalDateTime, isRaining: Bool = false, method: Method, rate: Double? = nil, chance: Double? = nil) {
        self.start = start
        self.isRaining = isRaining
        self.method = method
        self.rate = rate
        self.chance = chance
    }
}

/// A condition seen met: when first, and the value behind it.
public struct ThresholdSighting: Sendable, Hashable {
    /// The first time it is met, on the place's clock.
    public let time: LocalDateTime
    /// The value there, in the check's units, when it has one.
    public let value: Double?

    /// Met from `time`, at `value`.
    public init(time: LocalDateTime, value: Double?) {
        self.time = time
        self.value = value
    }
}
