/// One step of a nowcast: how hard it rains from a moment on, for the step's length.
public struct NowcastStep: Sendable, Hashable {
    /// The moment the step begins: the radar's instant, or the start of the model's interval.
    public let time: Instant
    /// The precipitation rate, in millimetres per hour; `nil` where the service gave none (radar quality too poor).
    public let precipitationRate: Double?

    /// Makes a step.
    public init(time: Instant, precipitationRate: Double?) {
        self.time = time
        self.precipitationRate = precipitationRate
    }

    /// How hard it rains in the step; `nil` when the rate is not known.
    public var intensity: PrecipitationIntensity? { precipitationRate.map(PrecipitationIntensity.init(millimetresPerHour:)) }

    /// Whether it rains in the step (light or more); `nil` when the rate is not known.
    public var isRain: Bool? { intensity.map { $0 >= .light } }
}

/// How a nowcast was made, which says how fine and how sure it is.
public enum NowcastMethod: String, Sendable, Hashable, CaseIterable {
    /// Weather radar, extrapolated: the finest, every 5 minutes.
    case radar
    /// A weather model run at the step's own resolution (every 15 minutes).
    case model
    /// Hourly model values interpolated to shorter steps: no finer than the hourly forecast.
    case interpolated
}
