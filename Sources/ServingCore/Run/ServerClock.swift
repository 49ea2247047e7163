import Application
package import Domain
import Glibc

/// A long-lived door's clock, to the second, on UTC: its readers are anywhere, so a stale answer's "as of" is told in
/// UTC.
package struct ServerClock: ReaderClock {
    /// The clock.
    package init() {}

    package func now() -> Instant { Instant(secondsSince1970: Double(time(nil))) }

    package func utcOffsetSeconds(at instant: Instant) -> Int { 0 }
}
