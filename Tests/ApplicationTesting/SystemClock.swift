import Application
package import Domain
import Foundation

/// The machine's clock read on UTC's, for tests whose documents are read at the real now (a front door gives the
/// core its own).
package struct SystemClock: ReaderClock {
    /// A clock of the machine's time.
    package init() {}

    /// Now, to the second.
    package func now() -> Instant { Instant(secondsSince1970: Date().timeIntervalSince1970.rounded(.down)) }

    /// UTC: no offset.
    package func utcOffsetSeconds(at instant: Instant) -> Int { 0 }
}
