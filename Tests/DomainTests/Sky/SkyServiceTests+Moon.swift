import Domain
import DomainTesting
import Testing

extension SkyServiceTests {
    @Suite("the Moon's days for a place")
    struct Moon {
        let sydney = ResolvedPlace(place: Place(
            name: "Sydney", countryCode: "AU", coordinate: try! Coordinate(latitude: -33.87, longitude: 151.21), timeZoneIdentifier: "Australia/Sydney"
        ))

        @Test("the phase at local noon each day; the next new and full moons counted from the first date, not from now")
        func days() async throws {
            let service = SkyService(
                places: ResolvePlaceUseCaseSpy(.success(sydney)), zones: FixedTimeZoneRules(offsetSeconds: 39_600, zones: ["Australia/Sydney"]),
                clock: FixedClock(Sample.now)
            )
            let report = try await service.moonPhases(for: SkyRequest(location: .resolved(sydney), date: LocalDate(iso8601: "2026-12-20"), days: 3))
            #expect(report.days.map(\.date.iso8601) == ["2026-12-20", "2026-12-21", "2026-12-22"])
            #expect(report.localTime(report.days[0].noon).clockTime == "12:00")
            // PyEphem: the full moon of 2026-12-24 01:28:09 UTC and the new moon of 2027-01-07 20:24:19 UTC.
            #expect(abs(report.nextFullMoon.secondsSince1970 - 1_798_075_689) < 600)
            #expect(abs(report.nextNewMoon.secondsSince1970 - 1_799_353_459) < 600)
            #expect(report.localTime(report.nextFullMoon).date.iso8601 == "2026-12-24" && report.utcOffsets[report.nextFullMoon] == 39_600)
            #expect(report.isSouthern)
            // Each date's moonrise and moonset fall on that date on Sydney's clocks, their offsets known to the report.
            for day in report.days {
                for event in [day.riseAndSet.moonrise, day.riseAndSet.moonset].compactMap({ $0 }) {
                    #expect(report.localTime(event).date == day.date && report.utcOffsets[event] == 39_600)
                }
            }
            #expect(report.days.allSatisfy { $0.riseAndSet.moonrise != nil || $0.riseAndSet.moonset != nil })
        }
    }
}
