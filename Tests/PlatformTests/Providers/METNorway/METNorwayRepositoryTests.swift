import Domain
import Foundation
@testable import Platform
import StubServer
import Testing

/// MET Norway's repository through the real client and libcurl, against the stub's Locationforecast, which moves
/// its recorded answer to the current hour and refuses what the real service refuses.
@Suite("MET Norway's forecasts against a loopback stand-in")
struct METNorwayRepositoryTests {
    func repository(_ stub: WeatherStubServer) -> METNorwayForecastRepository {
        METNorwayForecastRepository(
            client: ProviderClient(http: CurlHTTPClient.forTests(), clock: SystemClock(), errorReason: { _ in nil }),
            baseURL: stub.baseURL
        )
    }

    let newYork = Place(name: "New York", coordinate: try! Coordinate(latitude: 40.714_27, longitude: -74.005_97), elevation: 10,
                        timeZoneIdentifier: "America/New_York")

    /// Today's date in a zone, from Foundation's own time zones, as it was at `start` and as it is now: a request
    /// may cross midnight on a loaded machine.
    func today(in identifier: String, since start: Date) throws -> [String] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: identifier))
        return [start, Date()].map { moment in
            let parts = calendar.dateComponents([.year, .month, .day], from: moment)
            return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
        }
    }

    @Test("daily: local dates from today, asked with an identifying User-Agent and four decimals")
    func daily() async throws {
        try await withStubServer { stub in
            let asked = Date()
            let answer = try await repository(stub).dailyForecast(for: newYork, days: 3, units: .metric)
            #expect(answer.content.count == 3)
            #expect(try today(in: "America/New_York", since: asked).contains { answer.content.first?.date.iso8601 == $0 })
            #expect(answer.timeZoneIdentifier == "America/New_York")
            let request = try #require(stub.requests(to: .metNorway).first)
            #expect(request.query["lat"] == "40.7143" && request.query["lon"] == "-74.006" && request.query["altitude"] == "10")
            #expect(request.headers["user-agent"] == "forecast-tests/1")
        }
    }

    @Test("hourly starts at the current hour, in the place's local time; current is the first step")
    func hourlyAndCurrent() async throws {
        try await withStubServer { stub in
            let asked = Date()
            let hours = try await repository(stub).hourlyForecast(for: newYork, hours: 5, units: .imperial)
            let answered = Date()
            let offset = try #require(hours.utcOffsetSeconds)
            // The hour under way when the stub answered: the request may cross an hour's mark on a loaded machine.
            let starts = [asked, answered].map { moment in
                let now = LocalDateTime(Instant(secondsSince1970: moment.timeIntervalSince1970), utcOffsetSeconds: offset)
                return now.adding(minutes: -now.minute)
            }
            #expect(hours.content.count == 6, "five hours, and the step after them")
            #expect(starts.contains { hours.content.first?.time == $0 })
            #expect(hours.content.first?.temperature.map { ($0 * 10).rounded() / 10 } == 79.7, "26.5 °C")
            let current = try await repository(stub).currentConditions(for: newYork, units: .metric)
            #expect(current.content.temperature == 26.5 && current.content.pressureMSL == 1010.7)
        }
    }

    @Test("a place without a time zone is read in UTC, and says so")
    func utc() async throws {
        try await withStubServer { stub in
            let place = Place(coordinate: try Coordinate(latitude: 40.7, longitude: -74))
            let asked = Date()
            let answer = try await repository(stub).dailyForecast(for: place, days: 2, units: .metric)
            #expect(answer.timeZoneIdentifier == "UTC")
            #expect(try today(in: "UTC", since: asked).contains { answer.content.first?.date.iso8601 == $0 })
        }
    }

    @Test("a time zone the system does not know is a clear bad response")
    func unknownZone() async throws {
        try await withStubServer { stub in
            let place = Place(name: "Nowhere", coordinate: try Coordinate(latitude: 1, longitude: 2), timeZoneIdentifier: "Mars/Olympus_Mons")
            await #expect(throws: ForecastError.badResponse(reason: "the place's time zone is not one this system knows (is tzdata installed?)")) {
                try await repository(stub).dailyForecast(for: place, days: 1, units: .metric)
            }
        }
    }
}
