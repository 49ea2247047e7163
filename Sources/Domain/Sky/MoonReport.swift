/// The Moon's days at a place: each date's phase at local noon, its moonrise and moonset, and the next new and full moons counted from the
/// first date asked (not from now), with the place's UTC offset at each of those times.
public struct MoonReport: Sendable, Hashable {
    /// One date's Moon.
    public struct Day: Sendable, Hashable {
        /// The local date.
        public let date: LocalDate
        /// Local noon that date, when the phase is taken.
        public let noon: Instant
        /// The phase at local noon.
        public let phase: MoonPhase
        /// The date's moonrise and moonset.
        public let riseAndSet: MoonRiseSet

        /// Makes a day.
        public init(date: LocalDate, noon: Instant, phase: MoonPhase, riseAndSet: MoonRiseSet) {
            self.date = date
            self.noon = noon
            self.phase = phase
            self.riseAndSet = riseAndSet
        }
    }

    /// Where.
    public let location: ResolvedPlace
    /// The IANA zone the days are local to.
    public let timeZoneIdentifier: String
    /// The days asked for.
    public let days: [Day]
    /// The first new moon from the first date's start.
    public let nextNewMoon: Instant
    /// The first full moon from the first date's start.
    public let nextFullMoon: Instant
    /// The zone's UTC offset at each time the report names.
    public let utcOffsets: [Instant: Int]

    /// Makes a report.
    public init(
        location: ResolvedPlace, timeZoneIdentifier: String, days: [Day], nextNewMoon: Instant, nextFullMoon: Instant,
        utcOffsets: [Instant: Int]
    ) {
        self.location = location
        self.timeZoneIdentifier = timeZoneIdentifier
        self.days = days
        self.nextNewMoon = nextNewMoon
        self.nextFullMoon = nextFullMoon
        self.utcOffsets = utcOffsets
    }

    /// `instant` on the place's clocks.
    public func localTime(_ instant: Instant) -> LocalDateTime {
        LocalDateTime(instant, utcOffsetSeconds: utcOffsets[instant] ?? 0)
    }

    /// Whether the place is south of the equator, where a waxing Moon is lit on the left.
    public var isSouthern: Bool { location.place.coordinate.latitude < 0 }
}
