import Foundation

extension HostileCAP {
    /// A valid alert a client reaches only by following a redirect it must not (to another host, or round a loop): its
    /// headline says so, so that a test sees a client that followed.
    static func redirectTarget(_ identifier: String, at point: (latitude: Double, longitude: Double), now: Date) -> [UInt8] {
        alert(identifier, at: point, now: now, headline: Array("Followed a redirect it must not".utf8),
              description: Array("A client that shows this followed a redirect to another host, or round a loop.".utf8))
    }
}
