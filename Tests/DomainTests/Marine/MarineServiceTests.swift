import Domain
import DomainTesting
import Testing

@Suite("MarineService: the nearest sea, found in one search; the hours or days asked, in the units asked")
struct MarineServiceTests {
    static let biarritz = Place(
        name: "Biarritz", country: "France", countryCode: "FR", coordinate: try! Coordinate(latitude: 43.4832, longitude: -1.5586),
        timeZoneIdentifier: "Europe/Paris"
    )
    /// 2026-11-28 10:20 in Biarritz (UTC+1).
    static let now = Instant(secondsSince1970: 1_795_824_000 + 9 * 3600 + 20 * 60)
    static let today = LocalDate(year: 2026, month: 11, day: 28)!

    /// Two days of hours from today's midnight: waves 1 m rising 0.1 m an hour, a tide with its high water at 06:00
    /// and 18:00 and its low water at 00:00 and 12:00, 14 °C, a current of 1.852 km/h (1 knot).
    static let series = MarineSeries(cell: try! Coordinate(latitude: 43.5, longitude: -1.65), hours: (0..<48).map { offset in
        MarineHour(
            time: LocalDateTime(date: today, hour: 0, minute: 0)!.adding(minutes: offset * 60),
            waves: WaveTrain(height: 1 + Double(offset % 24) / 10, direction: 290, period: 9), swell: WaveTrain(height: 0.8, direction: 300, period: 12),
            seaTemperature: 14, currentSpeed: 1.852, currentDirection: 45, seaLevel: [-1, -0.75, -0.5, 0, 0.5, 0.75, 1, 0.75, 0.5, 0, -0.5, -0.75][offset % 12]
        )
    })

    static func service(_ repository: MarineRepositorySpy, place: Place = biarritz) -> MarineService {
        MarineService(places: ResolvePlaceUseCaseSpy(.success(ResolvedPlace(place: place))), marine: repository, clock: FixedClock(now))
    }

    static let request = MarineRequest(location: .place(try! PlaceQuery("Biarritz")))

    @Test("a coast whose own cell is land: the first sea found, nearest first; one search and one forecast, for that point")
    func nearestWater() async throws {
        let repository = MarineRepositorySpy(isSea: { index, _ in index >= 15 }, series: Self.series, utcOffsetSeconds: 3600)
        let report = try await Self.service(repository).marine(for: Self.request)
        let searched = try #require(repository.searchCalls.invocations.first)
        #expect(repository.searchCalls.callCount == 1 && searched.count == 41 && searched.first == Self.biarritz.coordinate)
        #expect(repository.marineCalls.invocations == [MarineRepositorySpy.Call(point: searched[15], days: 2)])
        #expect(!report.sea.isAtPlace && report.sea.coordinate == Self.series.cell)
        #expect(abs(report.sea.distanceKilometres - GreatCircle.distance(from: Self.biarritz.coordinate, to: Self.series.cell!)) < 1e-9)
    }

    @Test("far inland: refused as outside the service's coverage, naming the limit and the place, with no forecast asked")
    func inland() async throws {
        let repository = MarineRepositorySpy(isSea: { _, _ in false }, series: Self.series)
        await #expect(throws: ForecastError.outsideCoverage(service: "Sea's marine model", coverage: "the sea, and it has none within 50 km of Biarritz")) {
            try await Self.service(repository).marine(for: Self.request)
        }
        #expect(repository.searchCalls.callCount == 1 && repository.marineCalls.callCount == 0)
    }

    @Test("by hours: from the current hour on the place's clock, as many as asked; the tide's turns of the whole series")
    func hours() async throws {
        let repository = MarineRepositorySpy(isSea: { index, _ in index == 0 }, series: Self.series, utcOffsetSeconds: 3600)
        let report = try await Self.service(repository).marine(for: MarineRequest(location: Self.request.location, span: .hours(6)))
        #expect(report.sea.isAtPlace && report.hours.count == 6 && report.hours.first?.time.hour == 10 && report.days.isEmpty)
        #expect(report.tides.map(\.kind) == [.high, .low, .high, .low, .high, .low, .high] && report.tides.first?.time.hour == 6)
        #expect(report.nextTide?.kind == .low && report.nextTide?.time.hour == 12)
        #expect(report.seaState(report.hours[0]) == .moderate, "2 m of waves at 10:00: moderate")
    }

    @Test("by days: today and the next, each with its maxima and its turns")
    func days() async throws {
        let repository = MarineRepositorySpy(isSea: { index, _ in index == 0 }, series: Self.series, utcOffsetSeconds: 3600)
        let report = try await Self.service(repository).marine(for: MarineRequest(location: Self.request.location, span: .days(2)))
        #expect(report.days.map(\.date) == [Self.today, LocalDate(year: 2026, month: 11, day: 29)!] && report.hours.count == 48)
        #expect(report.days.first?.waves.height == 3.3 && report.days.map(\.tides.count) == [3, 4], "the first midnight's low is the series' first hour: no turn")
        #expect(repository.marineCalls.lastInvocation?.days == 2)
    }

    @Test("feet, °F and knots: 1 m is 3.2808 ft, 14 °C is 57.2 °F, 1.852 km/h is 1 kn; Beaufort keeps currents in km/h")
    func units() async throws {
        let repository = MarineRepositorySpy(isSea: { index, _ in index == 0 }, series: Self.series, utcOffsetSeconds: 3600)
        var units = Units.imperial
        units.windSpeed = .knots
        let hour = try #require(try await Self.service(repository).marine(for: MarineRequest(location: Self.request.location, span: .hours(1), units: units)).hours.first)
        #expect(abs((hour.swell.height ?? 0) - 0.8 / 0.3048) < 1e-9 && abs((hour.seaTemperature ?? 0) - 57.2) < 1e-9 && abs((hour.currentSpeed ?? 0) - 1) < 1e-9)
        units.windSpeed = .beaufort
        let beaufort = try #require(try await Self.service(repository).marine(for: MarineRequest(location: Self.request.location, span: .hours(1), units: units)).hours.first)
        #expect(abs((beaufort.currentSpeed ?? 0) - 1.852) < 1e-9)
    }

    @Test("values no sea has are unknown, never shown; a span out of range is refused before anything is asked")
    func refusals() async throws {
        let bad = MarineSeries(cell: nil, hours: [MarineHour(
            time: LocalDateTime(date: Self.today, hour: 10, minute: 0)!, waves: WaveTrain(height: -1, direction: 400, period: 8), seaTemperature: 99, seaLevel: 0.3
        )])
        let repository = MarineRepositorySpy(isSea: { index, _ in index == 0 }, series: bad, utcOffsetSeconds: 3600)
        let hour = try #require(try await Self.service(repository).marine(for: Self.request).hours.first)
        #expect(hour.waves == WaveTrain(period: 8) && hour.seaTemperature == nil && hour.seaLevel == 0.3)
        await #expect(throws: ForecastError.self) { try await Self.service(repository).marine(for: MarineRequest(location: Self.request.location, span: .days(17))) }
        await #expect(throws: ForecastError.self) { try await Self.service(repository).marine(for: MarineRequest(location: Self.request.location, span: .hours(0))) }
        #expect(repository.searchCalls.callCount == 1)
    }
}
