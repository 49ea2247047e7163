internal import Domain
import Synchronization

/// The zone a UTC answer is read in: the place's (from the system's tzdata), or UTC when it has none.
struct PlaceTimeZone {
    let identifier: String
    private let zone: ZoneInfo?

    /// - Throws: ``ForecastError/badResponse(reason:)`` when the zone is not one this system knows.
    init(identifier name: String?) throws(ForecastError) {
        guard let name else {
            identifier = "UTC"
            zone = nil
            return
        }
        do {
            zone = try ZoneInfo(identifier: name)
            identifier = name
        } catch {
            throw .badResponse(reason: "the place's time zone is not one this system knows (is tzdata installed?)")
        }
    }

    func utcOffsetSeconds(at instant: Instant) -> Int {
        zone?.utcOffsetSeconds(at: instant) ?? 0
    }
}

/// The system's tzdata as the domain's ``TimeZoneRules``: each zone's file is read once, then kept (a year of sun
/// times asks the same zone hundreds of times).
final class SystemTimeZoneRules: TimeZoneRules {
    private let zones = Mutex<[String: PlaceTimeZone?]>([:])

    func utcOffsets(zone identifier: String, at instants: [Instant]) -> [Int]? {
        guard let zone = self.zone(identifier) else { return nil }
        return instants.map(zone.utcOffsetSeconds(at:))
    }

    /// The zone, read from tzdata the first time it is asked for; `nil` when the system does not know it.
    private func zone(_ identifier: String) -> PlaceTimeZone? {
        if let known = zones.withLock({ $0[identifier] }) { return known }
        let zone = try? PlaceTimeZone(identifier: identifier)
        zones.withLock { $0[identifier] = zone }
        return zone
    }
}
