internal import Domain

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

/// The system's tzdata as the domain's ``TimeZoneRules``.
struct SystemTimeZoneRules: TimeZoneRules {
    func utcOffsets(zone identifier: String, at instants: [Instant]) -> [Int]? {
        guard let zone = try? PlaceTimeZone(identifier: identifier) else { return nil }
        return instants.map(zone.utcOffsetSeconds(at:))
    }
}
