package import Domain

/// The clock of whoever reads a run's documents: now, and the reader's offset from UTC at any instant, for what a
/// document tells on the reader's own clock (a stale answer's "as of 14:05"). A terminal's is the machine's local time;
/// a server's would be its client's. The core reads no clock or time zone of its own.
package protocol ReaderClock: WallClock {
    /// The reader's offset from UTC at `instant`, in seconds.
    func utcOffsetSeconds(at instant: Instant) -> Int
}

/// The moment a document is written, on its reader's clock.
struct ReadingTime: Sendable {
    /// Now.
    let now: Instant
    /// The reader's clock.
    let clock: any ReaderClock

    /// The time now on `clock`.
    init(clock: any ReaderClock) {
        self.init(now: clock.now(), clock: clock)
    }

    /// `now` on `clock`.
    init(now: Instant, clock: any ReaderClock) {
        self.now = now
        self.clock = clock
    }

    /// `instant` on the reader's clock.
    func local(_ instant: Instant) -> LocalDateTime {
        LocalDateTime(instant, utcOffsetSeconds: clock.utcOffsetSeconds(at: instant))
    }
}
