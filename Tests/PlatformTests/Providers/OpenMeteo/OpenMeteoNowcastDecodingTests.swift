import Domain
import Foundation
@testable import Platform
import Testing

/// Open-Meteo's `minutely_15` precipitation as a nowcast: the recorded Enschede answer (2026-10-03, 4 stamps from
/// 12:30 local, UTC+2, all dry, cut by python-open-meteo) and answers with rain built from the documentation
/// (shared/API-NOTES.md, "Nowcasts: the next two hours": the amount over the 15 minutes before each stamp).
@Suite("Decoding Open-Meteo's 15-minute precipitation")
struct OpenMeteoNowcastDecodingTests {
    let enschede = Place(name: "Enschede", coordinate: try! Coordinate(latitude: 52.2215, longitude: 6.8937), timeZoneIdentifier: "Europe/Amsterdam")

    func target(minutes: Int = 120, method: NowcastMethod = .model) -> OpenMeteoNowcastTarget {
        OpenMeteoNowcastTarget(baseURL: "https://api.open-meteo.com", place: enschede, minutes: minutes, nowcastMethod: method)
    }

    @Test("asks precipitation only, in millimetres, two stamps more than the window's quarter hours")
    func request() throws {
        let query = Dictionary(uniqueKeysWithValues: target().queryItems.map { ($0.name, $0.value) })
        #expect(target().path == "/v1/forecast")
        #expect(query["minutely_15"] == "precipitation" && query["precipitation_unit"] == "mm" && query["timezone"] == "Europe/Amsterdam")
        #expect(query["forecast_minutely_15"] == "10", "120 minutes: 8 quarter hours, the one just past and the one under way")
        #expect(target(minutes: 20).stamps == 4)
        #expect(target().cacheRule == .forecast(defaultLifetime: CacheRule.standardForecastLifetime), "as the forecasts are cached")
    }

    @Test("the recorded Enschede answer: 4 dry steps, each beginning 15 minutes before its stamp")
    func recorded() throws {
        let answer = try target().decode(Fixture.data("python-open-meteo_forecast-minutely-15-enschede"))
        guard case .nowcast(let nowcast) = answer.content else {
            Issue.record("Open-Meteo always answers with steps")
            return
        }
        #expect(answer.timeZoneIdentifier == "Europe/Amsterdam" && answer.utcOffsetSeconds == 7200)
        #expect(nowcast.method == .model && nowcast.stepMinutes == 15 && nowcast.issuedAt == nil)
        // 12:30 local (UTC+2) less 15 minutes is 10:15Z; then every 15 minutes.
        #expect(nowcast.steps.map(\.time.secondsSince1970) == [1_791_022_500, 1_791_023_400, 1_791_024_300, 1_791_025_200])
        #expect(nowcast.steps.allSatisfy { $0.precipitationRate == 0 })
    }

    @Test("built from the documentation: an amount over 15 minutes is 4 times that an hour, and null is unknown")
    func rates() throws {
        let body = Data(#"""
            {"latitude":60.0,"longitude":25.0,"utc_offset_seconds":0,"timezone":"GMT","minutely_15_units":{"time":"iso8601","precipitation":"mm"},
            "minutely_15":{"time":["2026-10-03T10:00","2026-10-03T10:15","2026-10-03T10:30"],"precipitation":[0.1,null,0.55]}}
            """#.utf8)
        let answer = try target(method: .interpolated).decode(body)
        guard case .nowcast(let nowcast) = answer.content else {
            Issue.record("steps")
            return
        }
        #expect(nowcast.method == .interpolated)
        #expect(nowcast.steps.map(\.precipitationRate) == [0.4, nil, 2.2])
        #expect(nowcast.steps.first?.time == Instant(secondsSince1970: 1_791_020_700))  // 09:45Z
    }

    @Test("what is not a 15-minute answer is a clear error")
    func broken() throws {
        let head = #"{"utc_offset_seconds":0,"minutely_15_units":{"precipitation":"mm"}"#
        #expect(throws: ForecastError.badResponse(reason: "the answer has no minutely_15 block")) { try target().decode(Data((head + "}").utf8)) }
        let uneven = head + #","minutely_15":{"time":["2026-10-03T10:00"],"precipitation":[0.1,0.2]}}"#
        #expect(throws: ForecastError.badResponse(reason: "minutely_15.precipitation has 2 values for 1 stamps")) { try target().decode(Data(uneven.utf8)) }
        let notTime = head + #","minutely_15":{"time":["soon"],"precipitation":[0.1]}}"#
        #expect(throws: ForecastError.badResponse(reason: "minutely_15.time[0] is not a local time: \"soon\"")) { try target().decode(Data(notTime.utf8)) }
        let backwards = head + #","minutely_15":{"time":["2026-10-03T10:15","2026-10-03T10:00"],"precipitation":[0.1,0.2]}}"#
        #expect(throws: ForecastError.badResponse(reason: "its 15-minute stamps are not in time order")) { try target().decode(Data(backwards.utf8)) }
        let inches = #"{"minutely_15_units":{"precipitation":"inch"},"minutely_15":{"time":[],"precipitation":[]}}"#
        #expect(throws: ForecastError.self) { try target().decode(Data(inches.utf8)) }
    }

    @Test("the fuzz target's entry point reads the recording as a request does")
    func packageDecoding() throws {
        let body = try Fixture.data("python-open-meteo_forecast-minutely-15-enschede")
        #expect(try OpenMeteoDecoding.nowcast(from: Array(body), method: .model) == target().decode(body))
    }
}
