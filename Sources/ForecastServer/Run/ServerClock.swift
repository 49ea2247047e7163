import Application
import Domain
import Glibc

/// The server's clock, to the second, on UTC: its readers are anywhere, so a stale answer's "as of" is told in UTC.
struct ServerClock: ReaderClock {
    func now() -> Instant { Instant(secondsSince1970: Double(time(nil))) }

    func utcOffsetSeconds(at instant: Instant) -> Int { 0 }
}
