/// A place's clocks, for the days computed offline (Sun, Moon): the zone asked for, else the place's own, else UTC,
/// and what that zone's clocks read.
struct PlaceClocks {
    /// The IANA zone.
    let identifier: String
    private let zones: any TimeZoneRules

    /// Checks the request, finds the place, and picks its zone. An unknown zone or a day count out of range is
    /// refused before the place is looked up.
    /// - Throws: ``ForecastError/outOfRange(_:)`` for days out of range, ``ForecastError/invalidInput(reason:)`` for an unknown zone; what finding the place throws.
    static func resolve(
        _ request: SkyRequest, places: any ResolvePlaceUseCase, zones: any TimeZoneRules
    ) async throws -> (ResolvedPlace, PlaceClocks) {
        try OutOfRange.check(request.days, 1...SkyRequest.maximumDays, .days)
        if let zone = request.timeZoneIdentifier { try PlaceClocks(identifier: zone, zones: zones).requireKnown() }
        let resolved = try await places.resolvePlace(request.location)
        let clocks = PlaceClocks(identifier: request.timeZoneIdentifier ?? resolved.place.timeZoneIdentifier ?? "UTC", zones: zones)
        try clocks.requireKnown()
        return (resolved, clocks)
    }

    private init(identifier: String, zones: any TimeZoneRules) {
        self.identifier = identifier
        self.zones = zones
    }

    /// The zone's UTC offset at `instant`, in seconds.
    func offset(at instant: Instant) -> Int { offsets([instant]).first ?? 0 }

    /// The zone's offset at each of `instants`.
    func offsets(at instants: [Instant]) -> [Instant: Int] {
        let unique = Array(Set(instants))
        return Dictionary(zip(unique, offsets(unique))) { first, _ in first }
    }

    /// The request's dates (from today at the place when it names none), with `before` more days ahead of them.
    func dates(for request: SkyRequest, now: Instant, before: Int) -> [LocalDate] {
        let first = request.date ?? LocalDateTime(now, utcOffsetSeconds: offset(at: now)).date
        return (-before..<request.days).map { LocalDate(daysSinceEpoch: first.daysSinceEpoch + $0) }
    }

    private func offsets(_ instants: [Instant]) -> [Int] {
        identifier == "UTC" ? instants.map { _ in 0 } : zones.utcOffsets(zone: identifier, at: instants) ?? instants.map { _ in 0 }
    }

    /// - Throws: ``ForecastError/invalidInput(reason:)`` for a zone the rules do not know.
    private func requireKnown() throws(ForecastError) {
        guard identifier == "UTC" || zones.utcOffsets(zone: identifier, at: []) != nil else {
            throw .invalidInput(reason: "\(identifier) is not a time zone this system knows (an IANA name such as Europe/Oslo)")
        }
    }
}
