import Domain
import DomainTesting
import Testing

@Suite("Getting the daily forecast")
struct DailyForecastServiceTests {
    let places = ResolvePlaceUseCaseSpy(.success(ResolvedPlace(place: Sample.london, alternatives: [Sample.londonOntario],
                                                               source: DataSource(provider: "Geo", attribution: "Places by Geo"))))
    let forecasts = ForecastRepositorySpy(
        days: ForecastAnswer(Sample.days(7), timeZoneIdentifier: "Europe/London"),
        maximumDays: 16,
        source: DataSource(provider: "Sky", attribution: "Weather by Sky")
    )
    var service: DailyForecastService { DailyForecastService(places: places, forecasts: forecasts) }
    let london = ForecastLocation.place(try! PlaceQuery("London"))

    @Test("resolves the place and fetches its forecast for the resolved place, keeping the alternatives")
    func resolvesAndFetches() async throws {
        let forecast = try await service.dailyForecast(for: .init(location: london, days: 7, units: .imperial))
        #expect(forecast.place == Sample.london)
        #expect(forecast.location.alternatives == [Sample.londonOntario])
        #expect(forecast.days == Sample.days(7))
        #expect(forecast.units == .imperial)
        #expect(forecast.source.attribution == "Weather by Sky")
        #expect(forecast.placeSource?.attribution == "Places by Geo")
        #expect(places.invocations == [london])
        #expect(forecasts.dailyForecastCalls.invocations == [.init(place: Sample.london, count: 7, units: .imperial)])
    }

    @Test("rejects days outside the provider's own limit before asking anything", arguments: [0, 6, -3])
    func rejectsDays(days: Int) async {
        let shortRange = ForecastRepositorySpy(maximumDays: 5)
        await #expect(throws: ForecastError.outOfRange(OutOfRange(quantity: .days, value: Double(days), allowed: 1...5))) {
            try await DailyForecastService(places: places, forecasts: shortRange).dailyForecast(for: .init(location: london, days: days))
        }
        #expect(places.callCount == 0)
        #expect(shortRange.dailyForecastCalls.callCount == 0)
    }

    @Test("accepts the edges of the provider's day range", arguments: [1, 16])
    func acceptsEdges(days: Int) async throws {
        forecasts.dailyForecastCalls.stub(returning: .init(Sample.days(days), timeZoneIdentifier: "Europe/London"))
        _ = try await service.dailyForecast(for: .init(location: london, days: days))
        #expect(forecasts.dailyForecastCalls.lastInvocation?.count == days)
    }

    @Test("fewer days than asked for is a bad response: an empty time list, or a duplicate key that emptied it")
    func shortAnswer() async throws {
        for count in [0, 6] {
            forecasts.dailyForecastCalls.stub(returning: .init(Sample.days(count), timeZoneIdentifier: "Europe/London"))
            await #expect(throws: ForecastError.badResponse(reason: "it has \(count) days, not the 7 asked for")) {
                try await service.dailyForecast(for: .init(location: london, days: 7))
            }
        }
    }

    @Test("days out of order or repeated are a bad response")
    func repeatedDays() async throws {
        let days = Sample.days(7)
        forecasts.dailyForecastCalls.stub(returning: .init([days[0], days[0]] + days[2...], timeZoneIdentifier: nil))
        await #expect(throws: ForecastError.badResponse(reason: "its days are not in order, or repeat")) {
            try await service.dailyForecast(for: .init(location: london, days: 7))
        }
    }

    @Test("fetches no forecast when the place is not found")
    func placeNotFound() async throws {
        let query = try PlaceQuery("Atlantis, GR")
        places.stub(throwing: ForecastError.placeNotFound(query: query, elsewhere: 0))
        await #expect(throws: ForecastError.placeNotFound(query: query, elsewhere: 0)) {
            try await service.dailyForecast(for: .init(location: .place(query)))
        }
        #expect(forecasts.dailyForecastCalls.callCount == 0)
    }

    @Test("takes the service's time zone when the place has none")
    func timeZoneFallback() async throws {
        let point = try Coordinate(latitude: 40.7128, longitude: -74.006)
        places.stub(returning: ResolvedPlace(place: Place(coordinate: point)))
        forecasts.dailyForecastCalls.stub(returning: .init(Sample.days(3), timeZoneIdentifier: "America/New_York"))
        let forecast = try await service.dailyForecast(for: .init(location: .coordinate(point), days: 3))
        #expect(forecast.place.name == "40.7128°N, 74.0060°W")
        #expect(forecast.place.timeZoneIdentifier == "America/New_York")
        #expect(forecast.placeSource == nil)
    }

    @Test("never returns more days than asked for")
    func trimsExtraDays() async throws {
        forecasts.dailyForecastCalls.stub(returning: .init(Sample.days(16), timeZoneIdentifier: nil))
        let forecast = try await service.dailyForecast(for: .init(location: london, days: 5))
        #expect(forecast.days == Sample.days(5))
    }

    @Test("refuses values no weather has as a bad response", arguments: [
        DailyForecast(date: LocalDate(year: 2026, month: 11, day: 1)!, temperatureMax: 1e20),
        DailyForecast(date: LocalDate(year: 2026, month: 11, day: 1)!, temperatureMin: -.infinity),
        DailyForecast(date: LocalDate(year: 2026, month: 11, day: 1)!, precipitationSum: -1),
        DailyForecast(date: LocalDate(year: 2026, month: 11, day: 1)!, precipitationProbability: 400),
        DailyForecast(date: LocalDate(year: 2026, month: 11, day: 1)!, windSpeedMax: .nan),
        DailyForecast(date: LocalDate(year: 2026, month: 11, day: 1)!, uvIndexMax: 99),
    ])
    func refusesAbsurdValues(day: DailyForecast) async {
        forecasts.dailyForecastCalls.stub(returning: .init([day], timeZoneIdentifier: nil))
        await #expect(throws: ForecastError.self) {
            try await service.dailyForecast(for: .init(location: london, days: 1))
        }
    }

    @Test("passes the forecast repository's errors through")
    func passesErrorsThrough() async {
        forecasts.dailyForecastCalls.stub(throwing: ForecastError.rateLimited(reason: "slow down"))
        await #expect(throws: ForecastError.rateLimited(reason: "slow down")) {
            try await service.dailyForecast(for: .init(location: london))
        }
    }
}

@Suite("The Beaufort scale in forecasts")
struct BeaufortForecastTests {
    let places = ResolvePlaceUseCaseSpy(.success(ResolvedPlace(place: Sample.london, alternatives: [], source: DataSource(provider: "Geo", attribution: "Places by Geo"))))
    let london = ForecastLocation.place(try! PlaceQuery("London"))
    var beaufort: Units { Units(temperature: .celsius, windSpeed: .beaufort, precipitation: .millimetres) }

    func service(windSpeeds: [Double]) -> (DailyForecastService, ForecastRepositorySpy) {
        let days = windSpeeds.enumerated().map { index, speed in
            DailyForecast(date: LocalDate(year: 2026, month: 11, day: index + 1)!, windSpeedMax: speed)
        }
        let forecasts = ForecastRepositorySpy(days: ForecastAnswer(days, timeZoneIdentifier: nil), maximumDays: 16, source: DataSource(provider: "Sky", attribution: "Weather by Sky"))
        return (DailyForecastService(places: places, forecasts: forecasts), forecasts)
    }

    @Test("the service is asked for m/s and the speeds become forces")
    func forcesFromMetresPerSecond() async throws {
        let (service, forecasts) = service(windSpeeds: [0.1, 5.4, 17.2, 40])
        let forecast = try await service.dailyForecast(for: .init(location: london, days: 4, units: beaufort))
        #expect(forecast.days.map(\.windSpeedMax) == [0, 3, 8, 12])
        #expect(forecast.units == beaufort)
        #expect(forecasts.dailyForecastCalls.invocations.map(\.units.windSpeed) == [.metresPerSecond])
    }

    @Test("an absurd speed is refused before it could pass as force 12")
    func absurdSpeedsStayRefused() async {
        let (service, _) = service(windSpeeds: [1e20])
        await #expect(throws: ForecastError.self) { try await service.dailyForecast(for: .init(location: london, days: 1, units: beaufort)) }
    }
}
