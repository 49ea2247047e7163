/// The Sun's days at a place: each date's dawn, sunrise, solar noon, sunset and dusk, computed offline, with the
/// place's UTC offset at each of those times for showing them on its clocks.
public struct SunReport: Sendable, Hashable {
    /// Where.
    public let location: ResolvedPlace
    /// The IANA zone the days are local to ("UTC" for a bare coordinate without `--timezone`).
    public let timeZoneIdentifier: String
    /// The days asked for, in order.
    public let days: [SunDay]
    /// The day before the first, for the first day's change in day length.
    public let dayBefore: SunDay
    /// The zone's UTC offset at every time the days name.
    public let utcOffsets: [Instant: Int]

    /// Makes a report.
    public init(location: ResolvedPlace, timeZoneIdentifier: String, days: [SunDay], dayBefore: SunDay, utcOffsets: [Instant: Int]) {
        self.location = location
        self.timeZoneIdentifier = timeZoneIdentifier
        self.days = days
        self.dayBefore = dayBefore
        self.utcOffsets = utcOffsets
    }

    /// `instant` on the place's clocks.
    public func localTime(_ instant: Instant) -> LocalDateTime {
        LocalDateTime(instant, utcOffsetSeconds: utcOffsets[instant] ?? 0)
    }

    /// How much longer (or, negative, shorter) the day at `index` is than the day before it, in seconds.
    public func dayLengthChange(at index: Int) -> Double {
        days[index].dayLengthSeconds - (index == 0 ? dayBefore : days[index - 1]).dayLengthSeconds
    }
}
