import Domain

/// A place's clock for a picture's time axis: an instant (now, a warning's start, a nowcast's step) read as the
/// place's local time, at the UTC offset known for the nearest instant (the offsets the Sun's and the nowcast's
/// times were read with). Offsets change twice a year at most, at night: the nearest known one is the one in force
/// but for an hour in a year.
struct PlaceClock: Sendable {
    private let offsets: [(instant: Instant, seconds: Int)]

    /// A clock from the offsets known at some instants; with none, UTC.
    init(offsets: [Instant: Int]) {
        self.offsets = offsets.map { ($0.key, $0.value) }
    }

    /// `instant` on the place's clock.
    func local(_ instant: Instant) -> LocalDateTime {
        LocalDateTime(instant, utcOffsetSeconds: utcOffsetSeconds(at: instant))
    }

    /// The place's offset from UTC at `instant`, in seconds: the one known nearest it; with none, UTC's.
    func utcOffsetSeconds(at instant: Instant) -> Int {
        let nearest = offsets.min { abs($0.instant.secondsSince1970 - instant.secondsSince1970) < abs($1.instant.secondsSince1970 - instant.secondsSince1970) }
        return nearest?.seconds ?? 0
    }
}
