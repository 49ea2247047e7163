import Domain
import Foundation
import Platform
import StubServer
import Testing

/// The catalogue's air quality use case through libcurl against the stub's stand-in: a name found with the place
/// search, the air now and hour by hour on the place's index, pollen only in Europe.
@Suite("Air quality from the catalogue, against a loopback stand-in")
struct AirQualityCatalogueTests {
    func air(_ stub: WeatherStubServer) throws -> any GetAirQualityUseCase {
        try WeatherServices.atStub(stub).make(.airQuality)
    }

    @Test("London: found, then 24 hours from the current one on the European index, grass pollen counted, birch at 0")
    func london() async throws {
        try await withStubServer { stub in
            let report = try await air(stub).airQuality(for: AirQualityRequest(location: .place(try PlaceQuery("London"))))
            #expect(report.location.place.countryCode == "GB" && report.index == .european)
            #expect(report.current?.europeanAQI == 44 && report.hours.count == 24)
            #expect(report.hours.first?.pollen[.grass] == 12 && report.hours.first?.pollen[.birch] == 0)
            #expect(report.hours[5].europeanAQI == 44 && report.hours[6].europeanAQI == 68, "the stub's air turns poor after six hours")
            let request = try #require(stub.requests(to: .airQuality).first)
            #expect(request.query["forecast_hours"] == "24" && request.query["timezone"] == "Europe/London")
            #expect(request.headers["user-agent"]?.hasPrefix("forecast/") == true)
        }
    }

    @Test("a coordinate in New York: the US index, no pollen at all (the service's nulls), the index asked for honoured")
    func newYork() async throws {
        try await withStubServer { stub in
            let here = ForecastLocation.coordinate(try Coordinate(latitude: 40.71, longitude: -74.01))
            let report = try await air(stub).airQuality(for: AirQualityRequest(location: here, hours: 3))
            #expect(report.index == .us && report.hours.count == 3 && report.hours.allSatisfy { $0.pollen.isEmpty })
            let european = try await air(stub).airQuality(for: AirQualityRequest(location: here, hours: 3, index: .european))
            #expect(european.index == .european)
        }
    }
}
