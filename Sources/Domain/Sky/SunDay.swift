/// The Sun on one local date at one place: civil dawn, sunrise, solar noon, sunset and civil dusk, by the US Naval
/// Observatory's conventions (sunrise and sunset when the upper limb touches the horizon, with standard refraction:
/// the centre 0.833° below it; civil twilight at 6° below).
public struct SunDay: Sendable, Hashable {
    /// A day the Sun stays up, or stays down.
    public enum Polar: String, Sendable, Hashable {
        /// The Sun does not set (midnight sun).
        case day
        /// The Sun does not rise (polar night).
        case night
    }

    /// The local date.
    public let date: LocalDate
    /// Civil dawn: the centre 6° below the horizon, rising; `nil` when the Sun never goes that low, or never that high.
    public let dawn: Instant?
    /// Sunrise; `nil` on a polar day or night.
    public let sunrise: Instant?
    /// When the Sun crosses the meridian, highest in the sky.
    public let solarNoon: Instant
    /// Sunset; `nil` on a polar day or night.
    public let sunset: Instant?
    /// Civil dusk; `nil` as dawn is.
    public let dusk: Instant?
    /// Whether the Sun stays up or down all day; `nil` on an ordinary day.
    public let polar: Polar?

    /// Makes a day.
    public init(date: LocalDate, dawn: Instant?, sunrise: Instant?, solarNoon: Instant, sunset: Instant?, dusk: Instant?, polar: Polar?) {
        self.date = date
        self.dawn = dawn
        self.sunrise = sunrise
        self.solarNoon = solarNoon
        self.sunset = sunset
        self.dusk = dusk
        self.polar = polar
    }

    /// Seconds from sunrise to sunset: the whole day on a polar day, none in a polar night.
    public var dayLengthSeconds: Double {
        if let sunrise, let sunset { return sunset.secondsSince1970 - sunrise.secondsSince1970 }
        return polar == .day ? 86_400 : 0
    }
}
