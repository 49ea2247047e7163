import Domain
import Foundation
@testable import Platform
import Testing

/// Open-Meteo's marine answers: the recorded North Sea answer (python-open-meteo's, 53.04° N 3.96° E, 2026-10-03,
/// UTC+2, 3 hours) and answers built from the documentation (shared/API-NOTES.md, "Marine": several points answer an
/// array in order, a land cell `null` for every value, a variable the service lacks the unit "undefined").
@Suite("Decoding Open-Meteo's marine answers")
struct OpenMeteoMarineDecodingTests {
    /// The recorded answer's point.
    let northSea = try! Coordinate(latitude: 53.04, longitude: 3.96)

    /// A target's query, by name.
    func query(_ target: some RequestTarget) -> [String: String] {
        Dictionary(uniqueKeysWithValues: target.queryItems.map { ($0.name, $0.value) })
    }

    @Test("the hours: every variable a marine hour carries, on the point's clock, for the days asked, in metric units")
    func hoursRequest() {
        let target = OpenMeteoMarineTarget(baseURL: "https://marine-api.open-meteo.com", point: try! Coordinate(latitude: 43.48321, longitude: -1.62054), days: 3)
        #expect(target.path == "/v1/marine" && target.method == .get)
        let asked = query(target)
        #expect(asked["latitude"] == "43.4832" && asked["longitude"] == "-1.6205")
        #expect(asked["hourly"] == "wave_height,wave_direction,wave_period,wind_wave_height,wind_wave_direction,wind_wave_period,"
            + "swell_wave_height,swell_wave_direction,swell_wave_period,secondary_swell_wave_height,secondary_swell_wave_direction,"
            + "secondary_swell_wave_period,sea_surface_temperature,ocean_current_velocity,ocean_current_direction,sea_level_height_msl")
        #expect(asked["timezone"] == "auto" && asked["forecast_days"] == "3" && asked["length_unit"] == "metric")
        #expect(target.url.hasPrefix("https://marine-api.open-meteo.com/v1/marine?latitude=43.4832&longitude=-1.6205&hourly=wave_height%2C"))
        #expect(target.cacheRule == .forecast(defaultLifetime: CacheRule.standardForecastLifetime), "cached as forecasts are")
    }

    @Test("the search for water: every point in one request, comma-separated to four decimals, the wave height and sea temperature now")
    func cellsRequest() throws {
        let points = [try Coordinate(latitude: 43.4832, longitude: -1.5586), try Coordinate(latitude: 43.451_43, longitude: -1.602_47)]
        let target = OpenMeteoSeaCellsTarget(baseURL: "https://marine-api.open-meteo.com", points: points)
        #expect(query(target) == [
            "latitude": "43.4832,43.4514", "longitude": "-1.5586,-1.6025", "current": "wave_height,sea_surface_temperature",
        ])
        #expect(target.url == "https://marine-api.open-meteo.com/v1/marine?latitude=43.4832%2C43.4514&longitude=-1.5586%2C-1.6025"
            + "&current=wave_height%2Csea_surface_temperature")
        #expect(target.cacheRule == .forecast(defaultLifetime: CacheRule.standardForecastLifetime))
    }

    @Test("the recorded North Sea answer: its three hours, every variable as sent in its unit, the model's cell and the zone")
    func recordedHours() throws {
        let answer = try OpenMeteoMarineTarget(baseURL: "https://x", point: northSea, days: 1).decode(Fixture.data("python-open-meteo_marine-north-sea"))
        #expect(answer.timeZoneIdentifier == "Europe/Amsterdam" && answer.utcOffsetSeconds == 7200)
        let cell = try Coordinate(latitude: 53.041664, longitude: 3.958_343_5)
        #expect(answer.content.cell == cell, "the model's cell, not the point asked")
        let hours = answer.content.hours
        #expect(hours.map(\.time.iso8601) == ["2026-10-03T00:00", "2026-10-03T01:00", "2026-10-03T02:00"])
        let first = try #require(hours.first)
        #expect(first.waves == WaveTrain(height: 0.76, direction: 222, period: 3.8), "metres, degrees from, seconds")
        #expect(first.windWaves == WaveTrain(height: 0.62, direction: 208, period: 2.95))
        #expect(first.swell == WaveTrain(height: 0.44, direction: 248, period: 3.8))
        #expect(first.secondarySwell == WaveTrain(height: 0.12, direction: 25, period: 4.75))
        #expect(first.seaTemperature == 18.4 && first.currentSpeed == 0.7 && first.currentDirection == 76 && first.seaLevel == -0.16)
        #expect(hours.map(\.seaLevel) == [-0.16, -0.12, -0.32] && hours.map(\.currentSpeed) == [0.7, 0.8, 1.1])
        #expect(hours.map(\.swell.direction) == [248, 251, 253] && hours.map(\.secondarySwell.period) == [4.75, 4.75, 4.55])
        #expect(hours.allSatisfy { $0.hasSea })
    }

    @Test("the recorded answer read by the search for water: one point, sea, its quarter hour under way")
    func recordedCells() throws {
        let cells = try OpenMeteoSeaCellsTarget(baseURL: "https://x", points: [northSea]).decode(Fixture.data("python-open-meteo_marine-north-sea"))
        let now = try #require(cells.first?.hours.first)
        #expect(cells.count == 1 && now.time.iso8601 == "2026-10-03T13:45" && now.hasSea)
        #expect(now.waves == WaveTrain(height: 0.76, direction: 240, period: 3.85) && now.seaTemperature == 18.4 && now.seaLevel == -0.05)
    }

    /// One point's answer now, on land when `sea` is `nil`.
    static func point(_ latitude: Double, _ longitude: Double, sea: Double?) -> String {
        let value = sea.map { String($0) } ?? "null"
        return #"{"latitude":\#(latitude),"longitude":\#(longitude),"utc_offset_seconds":0,"timezone":"GMT","#
            + #""current_units":{"time":"iso8601","interval":"seconds","wave_height":"m","sea_surface_temperature":"°C"},"#
            + #""current":{"time":"2026-11-24T10:00","interval":900,"wave_height":\#(value),"sea_surface_temperature":null}}"#
    }

    @Test("several points: an array in the order asked, each point sea when any value is known, land when every one is null")
    func array() throws {
        let points = try [(43.4832, -1.5586), (43.4832, -1.6205), (52.52, 13.41)].map { try Coordinate(latitude: $0.0, longitude: $0.1) }
        let body = "[" + [Self.point(43.5, -1.55, sea: nil), Self.point(43.5, -1.6, sea: 1.2), Self.point(52.5, 13.4, sea: nil)].joined(separator: ",") + "]"
        let cells = try OpenMeteoSeaCellsTarget(baseURL: "https://x", points: points).decode(Data(body.utf8))
        #expect(cells.map { $0.hours.contains { $0.hasSea } } == [false, true, false])
        let snapped = try [(43.5, -1.55), (43.5, -1.6), (52.5, 13.4)].map { try Coordinate(latitude: $0.0, longitude: $0.1) }
        #expect(cells.map(\.cell) == snapped)
        let time = try #require(LocalDateTime(iso8601: "2026-11-24T10:00"))
        #expect(cells[0].hours == [MarineHour(time: time)], "a land cell: every value missing, never 0")
        #expect(cells[1].hours.first?.waves.height == 1.2 && cells[1].hours.first?.seaTemperature == nil)
    }

    @Test("a land cell's hours: every value null is every value missing")
    func landHours() throws {
        let body = #"{"latitude":52.5,"longitude":13.4,"timezone":"Europe/Berlin","utc_offset_seconds":3600,"hourly_units":{"time":"iso8601","wave_height":"m"},"#
            + #""hourly":{"time":["2026-11-24T00:00","2026-11-24T01:00"],"wave_height":[null,null],"sea_level_height_msl":[null,null]}}"#
        let answer = try OpenMeteoMarineTarget(baseURL: "https://x", point: northSea, days: 1).decode(Data(body.utf8))
        #expect(answer.content.hours.count == 2 && answer.content.hours.allSatisfy { !$0.hasSea })
        #expect(answer.timeZoneIdentifier == "Europe/Berlin" && answer.utcOffsetSeconds == 3600)
    }

    @Test("a variable whose unit is \"undefined\" is one the service does not have: missing, whatever its values")
    func undefinedUnit() throws {
        let body = #"{"hourly_units":{"time":"iso8601","wave_height":"m","sea_level_height_msl":"undefined","ocean_current_velocity":"undefined"},"#
            + #""hourly":{"time":["2026-11-24T00:00"],"wave_height":[0.5],"sea_level_height_msl":[0],"ocean_current_velocity":[null]}}"#
        let hour = try #require(try OpenMeteoMarineTarget(baseURL: "https://x", point: northSea, days: 1).decode(Data(body.utf8)).content.hours.first)
        #expect(hour.waves.height == 0.5 && hour.seaLevel == nil && hour.currentSpeed == nil)
    }

    /// `json` read as an answer of hours.
    func hours(_ json: String) throws -> MarineSeries {
        try OpenMeteoMarineTarget(baseURL: "https://x", point: northSea, days: 1).decode(Data(json.utf8)).content
    }

    @Test("what is not a marine answer is refused, saying why", arguments: [
        (#"{"latitude":1}"#, "the answer has no marine hours"),
        (#"{"hourly":{"time":["2026-11-24T10:00"],"wave_height":[1,2]}}"#, "hourly.wave_height has 2 values for 1 hours"),
        (#"{"hourly":{"time":["tomorrow"]}}"#, "hourly.time[0] is not a local time: \"tomorrow\""),
        (#"{"hourly":{"time":["2026-11-24T11:00","2026-11-24T10:00"]}}"#, "hourly.time is not in time order"),
        (#"{"hourly_units":{"wave_height":"ft"},"hourly":{"time":[]}}"#, "hourly.wave_height came in ft, not m as asked"),
        (#"{"hourly_units":{"ocean_current_velocity":"kn"},"hourly":{"time":[]}}"#, "hourly.ocean_current_velocity came in kn, not km/h as asked"),
        (#"{"latitude":91,"longitude":0,"hourly":{"time":[]}}"#, "its cell 91.0, 0.0 is not a coordinate"),
    ])
    func refused(json: String, reason: String) {
        #expect(throws: ForecastError.badResponse(reason: reason)) { try hours(json) }
    }

    @Test("the search for water refuses an answer for another number of points, or without current values")
    func cellsRefused() throws {
        let two = [northSea, northSea]
        #expect(throws: ForecastError.badResponse(reason: "it answered 1 points for the 2 asked")) {
            try OpenMeteoSeaCellsTarget(baseURL: "https://x", points: two).decode(Data(Self.point(53, 4, sea: 1).utf8))
        }
        #expect(throws: ForecastError.badResponse(reason: "the answer has no current marine values")) {
            try OpenMeteoSeaCellsTarget(baseURL: "https://x", points: [northSea]).decode(Data(#"[{"latitude":53}]"#.utf8))
        }
        #expect(throws: ForecastError.badResponse(reason: "current.time is not a local time: \"null\"")) {
            try OpenMeteoSeaCellsTarget(baseURL: "https://x", points: [northSea]).decode(Data(#"{"current":{"wave_height":1}}"#.utf8))
        }
    }

    @Test("the service's error body is its error, for one point or several")
    func errorBody() {
        let body = Data(#"{"error":true,"reason":"Parameter 'latitude' and 'longitude' must have the same number of elements"}"#.utf8)
        #expect(throws: ServiceErrorBody.self) { try OpenMeteoSeaCellsTarget(baseURL: "https://x", points: [northSea, northSea]).decode(body) }
        #expect(throws: ServiceErrorBody.self) { try OpenMeteoMarineTarget(baseURL: "https://x", point: northSea, days: 1).decode(body) }
    }

    @Test("the fuzzer's marine targets read the recorded answer, each hour in time order")
    func fuzzTargets() throws {
        let names = OpenMeteoDecoding.fuzzTargets.map(\.name)
        #expect(names.contains("open-meteo-marine") && names.contains("open-meteo-sea-cells"))
        let body = Array(try Fixture.data("python-open-meteo_marine-north-sea"))
        #expect(try OpenMeteoDecoding.marine(from: body).content.hours.count == 3)
        #expect(try OpenMeteoDecoding.seaCells(from: body, points: 1).count == 1)
        for target in OpenMeteoDecoding.fuzzTargets where target.name.contains("marine") || target.name.contains("sea") {
            #expect(try target.decode(body).count >= 1, "\(target.name)")
        }
    }
}
