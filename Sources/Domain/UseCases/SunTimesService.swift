/// Gives the Sun's days at a place, computed offline (a place name is looked up; a coordinate asks nothing).
public protocol GetSunTimesUseCase: Sendable {
    /// The days asked for.
    /// - Throws: ``ForecastError/invalidInput(reason:)`` for a day count out of range or an unknown zone; what
    ///   finding the place throws.
    func sunTimes(for request: SkyRequest) async throws -> SunReport
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
    public func sunTimes(for request: SkyRequest) async throws -> SunReport {
        let (resolved, clocks) = try await PlaceClocks.resolve(request, places: places, zones: zones)
        let dates = clocks.dates(for: request, now: clock.now(), before: 1)
        let computed = dates.map { SunCalculator.day($0, at: resolved.place.coordinate, utcOffsetSeconds: clocks.offset(at:)) }
        let instants = computed.flatMap { [$0.dawn, $0.sunrise, $0.solarNoon, $0.sunset, $0.dusk].compactMap { $0 } }
        return SunReport(
            location: resolved, timeZoneIdentifier: clocks.identifier, days: Array(computed.dropFirst()), dayBefore: computed[0],
            utcOffsets: clocks.offsets(at: instants)
        )
    }
}
