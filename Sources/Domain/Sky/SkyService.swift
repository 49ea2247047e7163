/// The standard ``GetSunTimesUseCase`` and ``GetMoonPhasesUseCase``: finds the place, picks its zone (the one asked,
/// the place's, or UTC), and computes each day with ``SunCalculator`` or ``MoonCalculator``.
public struct SkyService: GetSunTimesUseCase, GetMoonPhasesUseCase {
    private let places: any ResolvePlaceUseCase
    private let zones: any TimeZoneRules
    private let clock: any WallClock

    /// Makes the use cases over a place resolver, the time-zone rules and the clock "today" is read from.
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

    /// See ``GetMoonPhasesUseCase/moonPhases(for:)``.
    public func moonPhases(for request: SkyRequest) async throws -> MoonReport {
        let (resolved, clocks) = try await PlaceClocks.resolve(request, places: places, zones: zones)
        let coordinate = resolved.place.coordinate
        let days = clocks.dates(for: request, now: clock.now(), before: 0).map { date in
            let noon = Self.instant(of: date, hour: 12, clocks: clocks)
            let midnight = Self.instant(of: date, hour: 0, clocks: clocks)
            let nextMidnight = Self.instant(of: LocalDate(daysSinceEpoch: date.daysSinceEpoch + 1), hour: 0, clocks: clocks)
            return MoonReport.Day(
                date: date, noon: noon, phase: MoonCalculator.phase(at: noon),
                riseAndSet: MoonCalculator.riseAndSet(from: midnight, to: nextMidnight, at: coordinate)
            )
        }
        let start = Self.instant(of: days[0].date, hour: 0, clocks: clocks)
        let newMoon = MoonCalculator.nextNewMoon(after: start), fullMoon = MoonCalculator.nextFullMoon(after: start)
        let risings = days.flatMap { [$0.riseAndSet.moonrise, $0.riseAndSet.moonset].compactMap { $0 } }
        return MoonReport(
            location: resolved, timeZoneIdentifier: clocks.identifier, days: days, nextNewMoon: newMoon, nextFullMoon: fullMoon,
            utcOffsets: clocks.offsets(at: days.map(\.noon) + risings + [newMoon, fullMoon])
        )
    }

    /// The instant the place's clocks read `hour`:00 on `date`.
    private static func instant(of date: LocalDate, hour: Int, clocks: PlaceClocks) -> Instant {
        let local = Double((LocalDateTime(date: date, hour: hour, minute: 0)?.minutesSinceEpoch ?? 0) * 60)
        let guess = Instant(secondsSince1970: local - Double(clocks.offset(at: Instant(secondsSince1970: local))))
        return Instant(secondsSince1970: local - Double(clocks.offset(at: guess)))
    }
}
