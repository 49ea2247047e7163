import Domain
import DomainTesting
import Testing

extension SkyServiceTests {
    @Suite("the Sun's days for a place")
    struct Sun {
        let tromso = ResolvedPlace(place: Place(
            name: "Tromsø", countryCode: "NO", coordinate: try! Coordinate(latitude: 69.65, longitude: 18.96), timeZoneIdentifier: "Europe/Oslo"
        ))
        let zones = FixedTimeZoneRules(offsetSeconds: 3600, zones: ["Europe/Oslo"])

        func service(_ places: ResolvePlaceUseCaseSpy) -> SkyService {
            SkyService(places: places, zones: zones, clock: FixedClock(Sample.now))  // 2026-11-22T14:20Z
        }

        @Test("today at the place by default, in its zone; the day before kept for the first day's change")
        func today() async throws {
            let places = ResolvePlaceUseCaseSpy(.success(tromso))
            let report = try await service(places).sunTimes(for: SkyRequest(location: .place(try PlaceQuery("Tromsø")), days: 3))
            #expect(report.days.map(\.date.iso8601) == ["2026-11-22", "2026-11-23", "2026-11-24"])
            #expect(report.dayBefore.date.iso8601 == "2026-11-21" && report.timeZoneIdentifier == "Europe/Oslo")
            #expect(report.days.allSatisfy { $0.polar == nil } && report.dayLengthChange(at: 0) < 0, "the days shorten towards the polar night")
            #expect(report.localTime(report.days[0].solarNoon).clockTime.hasPrefix("11:"))
        }

        @Test("a given date and zone; an unknown zone is refused before the place is looked up")
        func zones() async throws {
            let places = ResolvePlaceUseCaseSpy(.success(tromso))
            let night = try await service(places).sunTimes(for: SkyRequest(location: .place(try PlaceQuery("Tromsø")), date: LocalDate(iso8601: "2026-12-21")))
            #expect(night.days.first?.polar == .night)
            await #expect(throws: ForecastError.self) {
                try await service(places).sunTimes(for: SkyRequest(location: .place(try PlaceQuery("Tromsø")), timeZoneIdentifier: "Mars/Olympus"))
            }
            #expect(places.callCount == 1)
        }

        @Test("days from 1 to 366", arguments: [0, 367])
        func dayRange(days: Int) async {
            let places = ResolvePlaceUseCaseSpy(.success(tromso))
            await #expect(throws: ForecastError.self) { try await service(places).sunTimes(for: SkyRequest(location: .resolved(tromso), days: days)) }
            #expect(places.callCount == 0)
        }
    }
}
