package import Domain
import Foundation

/// The machine's clock, for tests whose documents are read at the real now (a front door gives the core its own).
package struct SystemClock: WallClock {
    /// A clock of the machine's time.
    package init() {}

    /// Now, to the second.
    package func now() -> Instant { Instant(secondsSince1970: Date().timeIntervalSince1970.rounded(.down)) }
}
