import Domain
import Foundation
@testable import Platform
import StubServer
import Testing

/// The NWS's repository through the real client and libcurl, against the stub's stand-in: `/points` for US
/// points (a 404 problem answer elsewhere), then the gridpoint's forecasts made around the real time.
@Suite("The NWS's forecasts against a loopback stand-in")
struct NWSRepositoryTests {
    func repository(_ stub: WeatherStubServer) -> NWSForecastRepository {
        NWSForecastRepository(
            client: ProviderClient(http: CurlHTTPClient.forTests(), clock: SystemClock(), errorReason: NWSProblem.reason(in:)),
            baseURL: stub.baseURL
        )
    }

    let hollywood = Place(name: "Hollywood", countryCode: "US", coordinate: try! Coordinate(latitude: 26.011_20, longitude: -80.149_49))

    @Test("daily: the point first, then its 12-hour forecast in the units asked for, days in the point's zone")
    func daily() async throws {
        try await withStubServer { stub in
            let answer = try await repository(stub).dailyForecast(for: hollywood, days: 5, units: .imperial)
            #expect(answer.content.count == 5)
            #expect(answer.timeZoneIdentifier == "America/New_York")
            #expect(try #require(stub.requests(to: .nwsPoints).first).path == "/points/26.0112,-80.1495")
            #expect(try #require(stub.requests(to: .nwsForecast).first).query["units"] == "us")
        }
    }

    @Test("hourly and now come from the hourly forecast, with the zone's offset")
    func hourlyAndCurrent() async throws {
        try await withStubServer { stub in
            let hours = try await repository(stub).hourlyForecast(for: hollywood, hours: 6, units: .metric)
            #expect(hours.content.count == 6 && hours.utcOffsetSeconds != nil)
            let now = try await repository(stub).currentConditions(for: hollywood, units: .metric)
            #expect(now.content.temperature != nil)
            #expect(stub.requests(to: .nwsHourly).count == 2)
        }
    }

    @Test("a point the NWS has no data for is outside its coverage, said as the use cases say it")
    func outside() async throws {
        try await withStubServer { stub in
            let london = Place(coordinate: try Coordinate(latitude: 51.5, longitude: -0.12))
            await #expect(throws: ForecastError.outsideCoverage(service: "NWS", coverage: "the United States")) {
                try await repository(stub).dailyForecast(for: london, days: 3, units: .metric)
            }
            #expect(stub.requests(to: .nwsForecast).isEmpty)
        }
    }
}
