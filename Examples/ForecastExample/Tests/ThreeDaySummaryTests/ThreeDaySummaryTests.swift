import Domain
import DomainTesting
import Testing
import ThreeDaySummary

@Suite("Three-day summary")
struct ThreeDaySummaryTests {
    let paris = DailyForecastReport(
        location: ResolvedPlace(place: Place(name: "48.8566°N, 2.3522°E", coordinate: try! Coordinate(latitude: 48.8566, longitude: 2.3522), timeZoneIdentifier: "Europe/Paris")),
        days: [
            DailyForecast(date: LocalDate(year: 2026, month: 11, day: 22)!, condition: .init(kind: .overcast), temperatureMin: 4.4, temperatureMax: 9.6),
            DailyForecast(date: LocalDate(year: 2026, month: 11, day: 23)!, condition: .init(kind: .rain, intensity: .light), temperatureMin: 6),
            DailyForecast(date: LocalDate(year: 2026, month: 11, day: 24)!),
        ],
        units: .metric,
        source: DataSource(provider: "Open-Meteo", attribution: "Weather data by Open-Meteo.com")
    )

    @Test("asks for three metric days at the coordinate")
    func asksForThreeDays() async throws {
        let spy = GetDailyForecastUseCaseSpy(.success(paris))
        _ = try await ThreeDaySummary(getForecast: spy).text(latitude: 48.8566, longitude: 2.3522)
        #expect(spy.invocations == [
            DailyForecastRequest(location: .coordinate(try Coordinate(latitude: 48.8566, longitude: 2.3522)), days: 3, units: .metric),
        ])
    }

    @Test("writes the place, a line a day with ? for what is missing, and the credit")
    func writesLines() async throws {
        let text = try await ThreeDaySummary(getForecast: GetDailyForecastUseCaseSpy(.success(paris))).text(latitude: 48.8566, longitude: 2.3522)
        #expect(text == """
            48.8566°N, 2.3522°E (Europe/Paris)
            2026-11-22  Overcast  4…10 °C
            2026-11-23  Light rain  6…? °C
            2026-11-24  ?  ?…? °C
            Weather data by Open-Meteo.com
            """)
    }

    @Test("asks for a place by name, and credits the place data too")
    func placeByName() async throws {
        let oslo = Place(name: "Oslo", region: "Oslo County", countryCode: "NO", coordinate: try Coordinate(latitude: 59.91, longitude: 10.75))
        let forecast = DailyForecastReport(
            location: ResolvedPlace(place: oslo, source: DataSource(provider: "GeoNames", attribution: "Place data by GeoNames.org")),
            days: [], units: .metric, source: DataSource(provider: "MET Norway", attribution: "Data from MET Norway (CC BY 4.0)")
        )
        let spy = GetDailyForecastUseCaseSpy(.success(forecast))
        let text = try await ThreeDaySummary(getForecast: spy).text(place: "Oslo")
        #expect(spy.lastInvocation?.location == .place(try PlaceQuery("Oslo")))
        #expect(text == "Oslo, Oslo County, NO\nData from MET Norway (CC BY 4.0) · Place data by GeoNames.org")
    }

    @Test("refuses an impossible coordinate without asking for a forecast")
    func refusesBadCoordinate() async {
        let spy = GetDailyForecastUseCaseSpy(.success(paris))
        await #expect(throws: ForecastError.self) { try await ThreeDaySummary(getForecast: spy).text(latitude: 95, longitude: 0) }
        #expect(spy.callCount == 0)
    }

    @Test("passes the service's failures on")
    func passesFailuresOn() async {
        let spy = GetDailyForecastUseCaseSpy(.failure(ForecastError.rateLimited(reason: "slow down")))
        await #expect(throws: ForecastError.rateLimited(reason: "slow down")) {
            try await ThreeDaySummary(getForecast: spy).text(latitude: 1, longitude: 2)
        }
    }
}
