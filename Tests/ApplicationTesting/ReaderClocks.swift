import Application
package import Domain
package import DomainTesting

/// A fixed moment read on UTC's clock.
extension FixedClock: ReaderClock {
    /// UTC: no offset.
    package func utcOffsetSeconds(at instant: Instant) -> Int { 0 }
}
