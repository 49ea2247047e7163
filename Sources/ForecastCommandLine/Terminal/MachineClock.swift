import Application
import Domain
import Glibc

/// The machine's clock, to the second, on its local time (`TZ`, else the system's zone): the terminal reader's clock,
/// which tells how old a stale answer is and when it was saved.
struct MachineClock: ReaderClock {
    func now() -> Instant { Instant(secondsSince1970: Double(time(nil))) }

    /// The machine's offset from UTC at `instant`, as the C library reads its zone.
    func utcOffsetSeconds(at instant: Instant) -> Int {
        var time = time_t(instant.secondsSince1970.rounded(.down))
        var parts = tm()
        guard localtime_r(&time, &parts) != nil else { return 0 }
        return parts.tm_gmtoff
    }
}
