import Domain
import Glibc

/// The machine's clock, to the second: what the document writer reads to tell how old a stale answer is.
struct MachineClock: WallClock {
    func now() -> Instant { Instant(secondsSince1970: Double(time(nil))) }
}
