import Domain
import DomainTesting
import Testing

@Suite("Getting the daily forecast")
struct DailyForecastServiceTests {
    let geocoding = GeocodingRepositorySpy(
        places: [Sample.londonderry, Sample.london],
        source: DataSource(provider: "Geo", attribution: "Places by Geo")
    )
    let forecasts = ForecastRepositorySpy(
        series: DailyForecastSeries(days: Sample.days(7), timeZoneIdentifier: "Europe/London"),
        source: DataSource(provider: "Sky", attribution: "Weather by Sky")
    )
    var service: DailyForecastService { DailyForecastService(geocoding: geocoding, forecasts: forecasts) }

    @Test("resolves the query to the most relevant place and fetches its forecast")
    func resolvesAndFetches() async throws {
        let forecast = try await service.dailyForecast(for: .init(location: .place("London"), days: 7, units: .imperial))
        #expect(forecast.place == Sample.london)
        #expect(forecast.days == Sample.days(7))
        #expect(forecast.units == .imperial)
        #expect(forecast.source.attribution == "Weather by Sky")
        #expect(forecast.placeSource?.attribution == "Places by Geo")
        #expect(forecasts.dailyForecastAt.invocations == [.init(coordinate: Sample.london.coordinate, days: 7, units: .imperial)])
    }

    @Test("rejects days out of 1…16 before asking any repository", arguments: [0, 17, -1, 100])
    func rejectsDays(days: Int) async {
        await #expect(throws: ForecastError.invalidInput(reason: "days must be between 1 and 16, not \(days)")) {
            try await service.dailyForecast(for: .init(location: .place("London"), days: days))
        }
        #expect(geocoding.placesNamed.callCount == 0)
        #expect(forecasts.dailyForecastAt.callCount == 0)
    }

    @Test("accepts the edges of the day range", arguments: [1, 16])
    func acceptsEdges(days: Int) async throws {
        _ = try await service.dailyForecast(for: .init(location: .place("London"), days: days))
        #expect(forecasts.dailyForecastAt.lastInvocation?.days == days)
    }

    @Test("rejects an empty place query before asking any repository")
    func rejectsEmptyQuery() async {
        await #expect(throws: ForecastError.self) {
            try await service.dailyForecast(for: .init(location: .place("  ")))
        }
        #expect(geocoding.placesNamed.callCount == 0)
    }

    @Test("names the query when no place matches, and fetches no forecast")
    func placeNotFound() async {
        geocoding.placesNamed.stub(returning: [])
        await #expect(throws: ForecastError.placeNotFound(query: "Atlantis, GR")) {
            try await service.dailyForecast(for: .init(location: .place(" Atlantis, GR ")))
        }
        #expect(forecasts.dailyForecastAt.callCount == 0)
    }

    @Test("for a coordinate, asks no geocoding and names the place after the coordinate in the service's zone")
    func coordinate() async throws {
        let point = try Coordinate(latitude: 40.7128, longitude: -74.006)
        forecasts.dailyForecastAt.stub(returning: .init(days: Sample.days(3), timeZoneIdentifier: "America/New_York"))
        let forecast = try await service.dailyForecast(for: .init(location: .coordinate(point), days: 3))
        #expect(geocoding.placesNamed.callCount == 0)
        #expect(forecast.place.name == "40.7128°N, 74.0060°W")
        #expect(forecast.place.timeZoneIdentifier == "America/New_York")
        #expect(forecast.placeSource == nil)
    }

    @Test("keeps the place's own time zone, or takes the service's when the place has none")
    func timeZoneFallback() async throws {
        let noZone = Place(name: "Nowhere", coordinate: try Coordinate(latitude: 1, longitude: 2))
        geocoding.placesNamed.stub(returning: [noZone])
        let forecast = try await service.dailyForecast(for: .init(location: .place("Nowhere")))
        #expect(forecast.place.timeZoneIdentifier == "Europe/London")
    }

    @Test("never returns more days than asked for")
    func trimsExtraDays() async throws {
        forecasts.dailyForecastAt.stub(returning: .init(days: Sample.days(16), timeZoneIdentifier: nil))
        let forecast = try await service.dailyForecast(for: .init(location: .place("London"), days: 5))
        #expect(forecast.days == Sample.days(5))
    }

    @Test("passes the forecast repository's errors through")
    func passesErrorsThrough() async {
        forecasts.dailyForecastAt.stub(throwing: ForecastError.rateLimited(reason: "slow down"))
        await #expect(throws: ForecastError.rateLimited(reason: "slow down")) {
            try await service.dailyForecast(for: .init(location: .place("London")))
        }
    }
}
