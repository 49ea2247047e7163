import Domain
import Foundation
@testable import Platform
import StubServer
import Testing

/// OpenWeatherMap's repository through the real client and libcurl, against the stub's stand-in, which moves its
/// recorded answers to now, answers in the units asked for, and refuses a missing or rejected key with the
/// service's real 401.
@Suite("OpenWeatherMap's forecasts against a loopback stand-in")
struct OpenWeatherMapRepositoryTests {
    func repository(_ stub: WeatherStubServer, key: String = "abc123", plan: OpenWeatherMapConfiguration.Plan = .free) -> OpenWeatherMapForecastRepository {
        OpenWeatherMapForecastRepository(
            client: ProviderClient(
                http: CurlHTTPClient.forTests(), clock: SystemClock(), errorReason: OpenWeatherMapErrorBody.reason(in:), secrets: [key]
            ),
            baseURL: stub.baseURL, key: key, plan: plan
        )
    }

    let london = Place(name: "London", countryCode: "GB", coordinate: try! Coordinate(latitude: 51.508_53, longitude: -0.125_74),
                       timeZoneIdentifier: "Europe/London")

    @Test("the free plan: days from the 3-hour steps, asked with the key, four decimals and the units' system")
    func freeDaily() async throws {
        try await withStubServer { stub in
            let answer = try await repository(stub).dailyForecast(for: london, days: 3, units: .imperial)
            #expect(answer.content.count == 3)
            #expect(answer.utcOffsetSeconds != nil && answer.timeZoneIdentifier == nil, "the answer gives an offset, no zone")
            #expect(answer.content.allSatisfy { ($0.temperatureMax ?? 0) > 30 }, "°F, as asked: London's winter highs, not °C")
            let request = try #require(stub.requests(to: .openWeatherMapForecast).first)
            #expect(request.query["lat"] == "51.5085" && request.query["lon"] == "-0.1257")
            #expect(request.query["units"] == "imperial" && request.query["appid"] == "abc123")
            #expect(stub.requests(to: .openWeatherMapDaily).isEmpty, "the free plan never asks the paid endpoint")
        }
    }

    @Test("a paid plan asks the daily endpoint for the days wanted")
    func paidDaily() async throws {
        try await withStubServer { stub in
            let answer = try await repository(stub, plan: .paid).dailyForecast(for: london, days: 12, units: .metric)
            #expect(answer.content.count == 12)
            #expect(try #require(stub.requests(to: .openWeatherMapDaily).first).query["cnt"] == "12")
        }
    }

    @Test("hours are the 3-hour steps, each step's amount shared out per hour; now is /weather")
    func hourlyAndCurrent() async throws {
        try await withStubServer { stub in
            let hours = try await repository(stub).hourlyForecast(for: london, hours: 9, units: .metric)
            #expect((3...4).contains(hours.content.count), "9 hours of 3-hour steps, and the one after them")
            let now = try await repository(stub).currentConditions(for: london, units: .metric)
            #expect(now.content.temperature != nil)
            #expect(stub.requests(to: .openWeatherMapCurrent).count == 1)
        }
    }

    @Test("a rejected key is keyRejected, and no error carries the key")
    func rejectedKey() async throws {
        try await withStubServer { stub in
            do {
                _ = try await repository(stub, key: "rejected").dailyForecast(for: london, days: 3, units: .metric)
                Issue.record("a rejected key gave a forecast")
            } catch let error as ForecastError {
                guard case .keyRejected = error else { Issue.record("\(error)"); return }
                #expect(!error.description.contains("rejected"), "the key is secret: \(error.description)")
            }
        }
    }
}
