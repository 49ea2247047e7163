/// When the Moon rises and sets on one local date, by the US Naval Observatory's conventions: its upper limb on the
/// horizon, with 34′ of refraction, seen from the place (so its parallax counts). Either may be absent: the Moon
/// rises about 50 minutes later each day, so once a month a date has no moonrise, and once no moonset; far north
/// and south it can stay up, or down, all day.
public struct MoonRiseSet: Sendable, Hashable {
    /// Whether the Moon stays above or below the horizon through a date with neither a rise nor a set.
    public enum AllDay: String, Sendable, Hashable {
        /// Above the horizon all day.
        case up
        /// Below the horizon all day.
        case down
    }

    /// The first moonrise of the date, or `nil`.
    public let moonrise: Instant?
    /// The first moonset of the date, or `nil`.
    public let moonset: Instant?
    /// On a date with neither, where the Moon stays; otherwise `nil`.
    public let allDay: AllDay?

    /// Makes the date's rising and setting.
    public init(moonrise: Instant?, moonset: Instant?, allDay: AllDay?) {
        self.moonrise = moonrise
        self.moonset = moonset
        self.allDay = allDay
    }
}
