import Domain
import DomainTesting
import Testing

@Suite("Getting the hourly forecast")
struct HourlyForecastServiceTests {
    let places = ResolvePlaceUseCaseSpy(.success(ResolvedPlace(place: Sample.london)))
    /// Hours from 12:00 local on 2026-11-22 in a zone one hour ahead of UTC; the clock says 14:20 UTC, 15:20 there.
    let forecasts = ForecastRepositorySpy(hours: ForecastAnswer(Sample.hours(30), timeZoneIdentifier: "Europe/Paris", utcOffsetSeconds: 3600))
    var service: HourlyForecastService { HourlyForecastService(places: places, forecasts: forecasts, clock: FixedClock(Sample.now)) }
    let london = ForecastLocation.place(try! PlaceQuery("London"))

    @Test("starts at the current local hour, from the injected clock and the answer's offset")
    func startsNow() async throws {
        let report = try await service.hourlyForecast(for: .init(location: london, hours: 4))
        #expect(report.hours.map(\.time.clockTime) == ["15:00", "16:00", "17:00", "18:00"])
        #expect(forecasts.hourlyForecastCalls.lastInvocation == .init(place: Sample.london, count: 5, units: .metric))
    }

    @Test("an answer that runs out before the hours asked for is a bad response, never a shorter table")
    func runsOut() async throws {
        await #expect(throws: ForecastError.badResponse(reason: "it covers 27 hours from now, not the 48 asked for")) {
            try await service.hourlyForecast(for: .init(location: london, hours: 48))
        }
    }

    @Test("steps longer than an hour: the window is time, so 3-hour steps fill 12 hours with 4 rows")
    func longerSteps() async throws {
        let threeHourly = Sample.hours(30).enumerated().filter { $0.offset % 3 == 0 }.map(\.element)  // 12:00, 15:00, …
        forecasts.hourlyForecastCalls.stub(returning: ForecastAnswer(threeHourly, timeZoneIdentifier: "Europe/Paris", utcOffsetSeconds: 3600))
        let report = try await service.hourlyForecast(for: .init(location: london, hours: 12))
        #expect(report.hours.map(\.time.clockTime) == ["15:00", "18:00", "21:00", "00:00"])
    }

    @Test("hours out of order or repeated are a bad response")
    func outOfOrder() async throws {
        let hours = Sample.hours(30)
        forecasts.hourlyForecastCalls.stub(returning: ForecastAnswer(Array(hours[..<10]) + hours[9...], timeZoneIdentifier: "Europe/Paris", utcOffsetSeconds: 3600))
        await #expect(throws: ForecastError.badResponse(reason: "its hours from now are not in order, or repeat")) {
            try await service.hourlyForecast(for: .init(location: london, hours: 4))
        }
    }

    @Test("keeps the answer as given when it has no UTC offset")
    func noOffset() async throws {
        forecasts.hourlyForecastCalls.stub(returning: ForecastAnswer(Sample.hours(5), timeZoneIdentifier: nil))
        let report = try await service.hourlyForecast(for: .init(location: london, hours: 2))
        #expect(report.hours.map(\.time.clockTime) == ["12:00", "13:00"])
    }

    @Test("rejects hours outside the provider's limit before asking anything", arguments: [0, 49, -1])
    func rejectsHours(hours: Int) async {
        let short = ForecastRepositorySpy(maximumHours: 48)
        await #expect(throws: ForecastError.outOfRange(OutOfRange(quantity: .hours, value: Double(hours), allowed: 1...48))) {
            try await HourlyForecastService(places: places, forecasts: short, clock: FixedClock(Sample.now))
                .hourlyForecast(for: .init(location: london, hours: hours))
        }
        #expect(places.callCount == 0)
    }

    @Test("refuses a humidity of 400 % or a non-finite temperature as a bad response")
    func refusesAbsurd() async {
        for hour in [HourlyForecast(time: LocalDateTime(iso8601: "2026-11-22T15:00")!, relativeHumidity: 400),
                     HourlyForecast(time: LocalDateTime(iso8601: "2026-11-22T15:00")!, temperature: .infinity)] {
            forecasts.hourlyForecastCalls.stub(returning: ForecastAnswer([hour], timeZoneIdentifier: nil, utcOffsetSeconds: 3600))
            await #expect(throws: ForecastError.self) { try await service.hourlyForecast(for: .init(location: london, hours: 1)) }
        }
    }
}

@Suite("Getting the conditions now")
struct CurrentConditionsServiceTests {
    let now = CurrentConditions(time: LocalDateTime(iso8601: "2026-11-22T15:15")!, temperature: 8, pressureMSL: 1012)

    @Test("resolves the place and gives the conditions there, in the service's zone when the place has none")
    func conditions() async throws {
        let point = try Coordinate(latitude: 1, longitude: 2)
        let places = ResolvePlaceUseCaseSpy(.success(ResolvedPlace(place: Place(coordinate: point))))
        let forecasts = ForecastRepositorySpy(current: ForecastAnswer(now, timeZoneIdentifier: "Africa/Lagos"))
        let report = try await CurrentConditionsService(places: places, conditions: forecasts)
            .currentConditions(for: .init(location: .coordinate(point), units: .imperial))
        #expect(report.conditions == now)
        #expect(report.place.timeZoneIdentifier == "Africa/Lagos")
        #expect(forecasts.currentConditionsCalls.lastInvocation?.units == .imperial)
    }

    @Test("refuses a pressure no atmosphere has")
    func refusesAbsurd() async throws {
        let places = ResolvePlaceUseCaseSpy(.success(ResolvedPlace(place: Sample.london)))
        let absurd = CurrentConditions(time: now.time, pressureMSL: 1e20)
        let forecasts = ForecastRepositorySpy(current: ForecastAnswer(absurd, timeZoneIdentifier: nil))
        await #expect(throws: ForecastError.self) {
            try await CurrentConditionsService(places: places, conditions: forecasts).currentConditions(for: .init(location: .place(PlaceQuery("London"))))
        }
    }
}
