import Domain
import DomainTesting
import Testing

@Suite("Air quality: the indices' categories, pollen, and the use case")
struct AirQualityTests {
    /// Every boundary of the EEA's European AQI and the EPA's US AQI, upper bounds inclusive, from their published
    /// tables (EEA European Air Quality Index, as Open-Meteo documents it; EPA Technical Assistance Document for the
    /// Reporting of Daily Air Quality, table 2).
    static let boundaries: [(AirQualityIndex, Double, AirQualityCategory)] = [
        (.european, 0, .good), (.european, 20, .good), (.european, 20.5, .fair), (.european, 21, .fair), (.european, 40, .fair),
        (.european, 41, .moderate), (.european, 60, .moderate), (.european, 61, .poor), (.european, 80, .poor),
        (.european, 81, .veryPoor), (.european, 100, .veryPoor), (.european, 101, .extremelyPoor), (.european, 500, .extremelyPoor),
        (.us, 0, .good), (.us, 50, .good), (.us, 51, .moderate), (.us, 100, .moderate), (.us, 101, .unhealthyForSensitiveGroups),
        (.us, 150, .unhealthyForSensitiveGroups), (.us, 151, .unhealthy), (.us, 200, .unhealthy), (.us, 201, .veryUnhealthy),
        (.us, 300, .veryUnhealthy), (.us, 301, .hazardous), (.us, 500, .hazardous),
    ]

    @Test("each index's category at every boundary", arguments: boundaries)
    func categories(index: AirQualityIndex, value: Double, category: AirQualityCategory) {
        #expect(index.category(of: value) == category)
    }

    @Test("the check's default thresholds start 'Poor' (European) and 'Unhealthy for sensitive groups' (US)")
    func thresholds() {
        #expect(AirQualityIndex.european.category(of: AirQualityIndex.european.defaultCheckThreshold) == .poor)
        #expect(AirQualityIndex.european.category(of: AirQualityIndex.european.defaultCheckThreshold - 1) == .moderate)
        #expect(AirQualityIndex.us.category(of: AirQualityIndex.us.defaultCheckThreshold) == .unhealthyForSensitiveGroups)
        #expect(AirQualityIndex.us.category(of: AirQualityIndex.us.defaultCheckThreshold - 1) == .moderate)
    }

    @Test("the index follows the place: European in Europe (by country, or a bare coordinate in CAMS Europe), US elsewhere")
    func standardIndex() throws {
        #expect(AirQualityIndex.standard(for: Sample.london) == .european)
        #expect(AirQualityIndex.standard(for: Sample.londonOntario) == .us)
        #expect(AirQualityIndex.standard(for: Place(name: "52.3, 6.9", coordinate: try Coordinate(latitude: 52.3, longitude: 6.9))) == .european)
        #expect(AirQualityIndex.standard(for: Place(name: "40.7, -74", coordinate: try Coordinate(latitude: 40.7, longitude: -74))) == .us)
    }

    static let time = LocalDateTime(iso8601: "2026-11-24T12:00")!

    @Test("pollen the service did not give is absent, a zero count is zero; the highest is the largest count")
    func pollen() {
        let reading = AirQualityReading(time: Self.time, pollen: [.birch: 0, .grass: 12.5, .alder: 3])
        #expect(reading.pollen[.ragweed] == nil && reading.pollen[.birch] == 0)
        #expect(reading.highestPollen?.kind == .grass && reading.highestPollen?.count == 12.5)
        #expect(AirQualityReading(time: Self.time).highestPollen == nil)
    }

    let london = ForecastLocation.place(try! PlaceQuery("London"))

    @Test("resolves the place, asks the hours, reads the place's index or the one asked; the place gets the answer's zone")
    func service() async throws {
        let places = ResolvePlaceUseCaseSpy(.success(ResolvedPlace(place: Sample.london)))
        let hours = (0..<30).map { AirQualityReading(time: Self.time.adding(minutes: 60 * $0), europeanAQI: Double($0)) }
        let repository = AirQualityRepositorySpy(
            forecast: AirQualityForecast(current: AirQualityReading(time: Self.time, europeanAQI: 44), hours: hours), timeZoneIdentifier: "Europe/London"
        )
        let report = try await AirQualityService(places: places, repository: repository).airQuality(for: AirQualityRequest(location: london, hours: 24))
        #expect(report.index == .european && report.current?.europeanAQI == 44 && report.hours.count == 24)
        #expect(repository.airQualityCalls.invocations == [.init(place: Sample.london, hours: 24)])
        let us = try await AirQualityService(places: places, repository: repository).airQuality(for: AirQualityRequest(location: london, index: .us))
        #expect(us.index == .us)
    }

    @Test("hours out of the service's range are refused before anything is asked", arguments: [0, 121, -1])
    func refusedHours(hours: Int) async {
        let places = ResolvePlaceUseCaseSpy(.success(ResolvedPlace(place: Sample.london)))
        let repository = AirQualityRepositorySpy(maximumHours: 120)
        await #expect(throws: ForecastError.outOfRange(OutOfRange(quantity: .hours, value: Double(hours), allowed: 1...120))) {
            try await AirQualityService(places: places, repository: repository).airQuality(for: AirQualityRequest(location: london, hours: hours))
        }
        #expect(places.callCount == 0 && repository.airQualityCalls.callCount == 0)
    }

    @Test("absurd values are refused, naming the quantity: a negative PM2.5, an index of a billion, a pollen count of 1e12",
          arguments: [
              AirQualityReading(time: time, pm25: -3), AirQualityReading(time: time, europeanAQI: 1e9),
              AirQualityReading(time: time, pollen: [.olive: 1e12]), AirQualityReading(time: time, uvIndex: .nan),
          ])
    func absurd(reading: AirQualityReading) async {
        let places = ResolvePlaceUseCaseSpy(.success(ResolvedPlace(place: Sample.london)))
        let repository = AirQualityRepositorySpy(forecast: AirQualityForecast(current: nil, hours: [reading]))
        await #expect {
            try await AirQualityService(places: places, repository: repository).airQuality(for: AirQualityRequest(location: london))
        } throws: { error in
            guard case ForecastError.badResponse(let reason) = error else { return false }
            return reason.contains("which no air reaches")
        }
    }
}
