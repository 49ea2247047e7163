import Domain
import Foundation
@testable import Platform
import Testing

@Suite("Decoding the National Weather Service's points and forecasts")
struct NWSDecodingTests {
    func body(_ name: String) throws -> Data { try Fixture.data(name, provider: "nws") }

    @Test("a point gives its forecast URLs and time zone; the path has four decimals")
    func point() throws {
        let target = NWSPointsTarget(baseURL: "https://api.weather.gov", coordinate: try Coordinate(latitude: 30.000_04, longitude: -85.123_456))
        #expect(target.url == "https://api.weather.gov/points/30,-85.1235")
        let point = try target.decode(body("pynws-2.1.0_points"))
        #expect(point == NWSPoint(forecastURL: "https://api.weather.gov/gridpoints/TAE/58,65/forecast",
                                  hourlyForecastURL: "https://api.weather.gov/gridpoints/TAE/58,65/forecast/hourly",
                                  timeZoneIdentifier: "America/New_York"))
    }

    @Test("a point whose forecast is on another server is refused: forecast's requests go only where they were pointed")
    func otherServer() throws {
        let target = NWSPointsTarget(baseURL: "https://api.weather.gov.example.com", coordinate: try Coordinate(latitude: 30, longitude: -85))
        #expect(throws: ForecastError.badResponse(reason: "the point's forecast is on another server than the one asked")) {
            try target.decode(body("pynws-2.1.0_points"))
        }
    }

    @Test("the recorded periods, in us and si units, read the same after conversion")
    func periods() throws {
        let us = try NWSForecastTarget(baseURL: "x", units: .imperial).decode(body("pynws-2.1.0_gridpoints_forecast_us"))
        let si = try NWSForecastTarget(baseURL: "x", units: .metric).decode(body("pynws-2.1.0_gridpoints_forecast_si"))
        // "This Afternoon" from 14:00 local (−04:00): 41 °F, 20 %, "10 mph" from the south; in si 5 °C, "16 km/h".
        #expect(us[0].start.iso8601 == "2019-10-13T14:00" && us[0].isDaytime == true)
        #expect(us[0].temperature == 41 && us[0].chanceOfPrecipitation == 20 && us[0].windSpeed == 10 && us[0].windDirection == 180)
        #expect(si[0].temperature == 5 && !si[0].temperatureIsFahrenheit && si[0].windSpeed == 16 && !si[0].windSpeedIsMilesPerHour)
        #expect(us[1].chanceOfPrecipitation == nil, "a null value stays missing")
        let days = NWSDailyAggregation(units: .metric).days(from: us, count: 7)
        // The 13th: high 41 °F = 5 °C (this afternoon), low 68 °F = 20 °C (tonight, from 18:00).
        #expect(days.count == 1 && abs((days[0].temperatureMax ?? 0) - 5) < 1e-9 && abs((days[0].temperatureMin ?? 0) - 20) < 1e-9)
        #expect(days[0].condition == WeatherCondition(kind: .thunderstorm, intensity: .light), "Chance Showers And Thunderstorms")
    }

    /// A 12-hour period from a local time, with a temperature.
    func period(_ start: String, day: Bool, temperature: Double, chance: Double? = nil, wind: String = "5 mph") throws -> NWSPeriod {
        let json = #"{"startTime":"\#(start):00-05:00","isDaytime":\#(day),"temperature":\#(temperature),"temperatureUnit":"F","#
            + #""probabilityOfPrecipitation":{"value":\#(chance.map { String($0) } ?? "null")},"windSpeed":"\#(wind)","windDirection":"NW"}"#
        return try NWSPeriod(json: JSONField.document(in: Data(json.utf8)))
    }

    @Test("days: the daytime high, the low of the night that starts that evening; a night after midnight is the day before's, and dropped when that day is not shown")
    func dailyRule() throws {
        let periods = [
            try period("2026-11-22T01:00", day: false, temperature: 30),  // Overnight: the 21st's night, not shown
            try period("2026-11-22T06:00", day: true, temperature: 50, chance: 20, wind: "5 to 10 mph"),
            try period("2026-11-22T18:00", day: false, temperature: 35, chance: 60, wind: "10 to 20 mph"),
            try period("2026-11-23T06:00", day: true, temperature: 52),
        ]
        let days = NWSDailyAggregation(units: .imperial).days(from: periods, count: 7)
        #expect(days.map(\.date.iso8601) == ["2026-11-22", "2026-11-23"])
        #expect(days[0].temperatureMax == 50 && days[0].temperatureMin == 35)
        #expect(days[0].precipitationProbability == 60 && days[0].windSpeedMax == 20, "the higher of the two periods")
        #expect(days[1].temperatureMax == 52 && days[1].temperatureMin == nil, "its night is not in the answer")
    }

    @Test("wind text and compass points", arguments: [("10 to 15 mph", 15.0), ("5 mph", 5.0), ("8 to 16 km/h", 16.0), ("Calm", nil)])
    func windText(text: String, upper: Double?) {
        #expect(NWSPeriod.upperNumber(in: text) == upper)
    }

    @Test("short forecasts in the neutral conditions", arguments: [
        ("Sunny", WeatherCondition(kind: .clear)), ("Mostly Sunny", WeatherCondition(kind: .mainlyClear)),
        ("Partly Cloudy", WeatherCondition(kind: .partlyCloudy)), ("Rain Showers Likely", WeatherCondition(kind: .rainShowers, intensity: .moderate)),
        ("Slight Chance Snow", WeatherCondition(kind: .snow, intensity: .light)), ("Patchy Fog", WeatherCondition(kind: .fog)),
    ])
    func conditions(text: String, condition: WeatherCondition) {
        #expect(NWSCondition.condition(for: text) == condition)
    }
}
