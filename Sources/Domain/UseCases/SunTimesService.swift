/// What the Sun's days are asked for: where, from which date (today at the place when `nil`), how many days, and the
/// zone for a bare coordinate (UTC when `nil`; a named place uses its own).
public struct SunTimesRequest: Sendable, Hashable {
    /// The most days one request may cover.
    public static let maximumDays = 366

    /// Where.
    public let location: ForecastLocation
    /// The first date, local to the place; today there when `nil`.
    public let date: LocalDate?
    /// How many days, from 1 to ``maximumDays``.
    public let days: Int
    /// An IANA zone to read a bare coordinate's times in.
    public let timeZoneIdentifier: String?

    /// Makes a request; it is validated when used.
    public init(location: ForecastLocation, date: LocalDate? = nil, days: Int = 1, timeZoneIdentifier: String? = nil) {
        self.location = location
        self.date = date
        self.days = days
        self.timeZoneIdentifier = timeZoneIdentifier
    }
}

/// Gives the Sun's days at a place, computed offline (a place name is looked up; a coordinate asks nothing).
public protocol GetSunTimesUseCase: Sendable {
    /// The days asked for.
    /// - Throws: ``ForecastError/invalidInput(reason:)`` for a day count out of range or an unknown zone; what
    ///   finding the place throws.
    func sunTimes(for request: SunTimesRequest) async throws -> SunReport
}

/// The standard ``GetSunTimesUseCase``: finds the place, picks its zone, and computes each day with
/// ``SunCalculator``.
public struct SunTimesService: GetSunTimesUseCase {
    private let places: any ResolvePlaceUseCase
    private let zones: any TimeZoneRules
    private let clock: any WallClock

    /// Makes the use case over a place resolver, the time-zone rules and the clock "today" is read from.
    public init(places: any ResolvePlaceUseCase, zones: any TimeZoneRules, clock: any WallClock) {
        self.places = places
        self.zones = zones
        self.clock = clock
    }

    /// See ``GetSunTimesUseCase/sunTimes(for:)``.
    public func sunTimes(for request: SunTimesRequest) async throws -> SunReport {
        try requireInRange(request.days, 1...SunTimesRequest.maximumDays, "days")
        if let zone = request.timeZoneIdentifier { _ = try offsets(in: zone, at: [clock.now()]) }  // before any lookup
        let resolved = try await places.resolvePlace(request.location)
        let identifier = request.timeZoneIdentifier ?? resolved.place.timeZoneIdentifier ?? "UTC"
        let offset: (Instant) -> Int = { instant in (try? offsets(in: identifier, at: [instant]).first) ?? 0 }
        let first = request.date ?? LocalDateTime(clock.now(), utcOffsetSeconds: offset(clock.now())).date
        let dates = (-1..<request.days).map { LocalDate(daysSinceEpoch: first.daysSinceEpoch + $0) }
        let computed = dates.map { SunCalculator.day($0, at: resolved.place.coordinate, utcOffsetSeconds: offset) }
        let instants = Array(Set(computed.flatMap { [$0.dawn, $0.sunrise, $0.solarNoon, $0.sunset, $0.dusk].compactMap { $0 } }))
        let values = try offsets(in: identifier, at: instants)
        return SunReport(
            location: resolved, timeZoneIdentifier: identifier, days: Array(computed.dropFirst()), dayBefore: computed[0],
            utcOffsets: Dictionary(zip(instants, values)) { first, _ in first }
        )
    }

    /// The zone's offsets at `instants`.
    /// - Throws: ``ForecastError/invalidInput(reason:)`` for a zone the rules do not know.
    private func offsets(in zone: String, at instants: [Instant]) throws(ForecastError) -> [Int] {
        if zone == "UTC" { return instants.map { _ in 0 } }
        guard let offsets = zones.utcOffsets(zone: zone, at: instants) else {
            throw .invalidInput(reason: "\(zone) is not a time zone this system knows (an IANA name such as Europe/Oslo)")
        }
        return offsets
    }
}
