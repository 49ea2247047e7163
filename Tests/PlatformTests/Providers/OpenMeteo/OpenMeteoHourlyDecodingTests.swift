import Domain
import Foundation
@testable import Platform
import Testing

@Suite("Decoding recorded Open-Meteo hourly answers")
struct OpenMeteoHourlyDecodingTests {
    func hours(_ fixture: String) throws -> [HourlyForecast] {
        try OpenMeteoDecoding.hourlyForecast(from: Array(Fixture.data(fixture)), units: .metric).content
    }

    @Test("past the model horizon, nulls stay missing and flags stay flags")
    func nulls() throws {
        let hours = try hours("python-open-meteo_forecast_16_days")
        #expect(hours.map(\.time.iso8601) == ["2026-10-18T20:00", "2026-10-18T21:00", "2026-10-18T22:00", "2026-10-18T23:00"])
        #expect(hours.allSatisfy { $0.temperature == nil && $0.condition == nil })
        #expect(hours.allSatisfy { $0.isDay == false })
        #expect(hours.allSatisfy { $0.windSpeed == nil }, "a variable the answer lacks is missing")
    }

    @Test("variables it does not read are ignored; every hour of the day is there")
    func otherVariables() throws {
        let hours = try hours("python-open-meteo_forecast_precipitation_probabilities")
        #expect(hours.count == 24)
        #expect(hours.first?.time == LocalDateTime(iso8601: "2026-10-05T00:00"))
    }

    @Test("an answer without hourly data is a bad response")
    func noHourly() {
        #expect(throws: ForecastError.badResponse(reason: "the answer has no hourly forecast")) {
            try hours("forecast_daily_newyork_pi-inky")
        }
    }

    @Test("columns that do not line up with the hours are a bad response")
    func lengthMismatch() {
        let body = Array(#"{"hourly":{"time":["2026-01-01T00:00","2026-01-01T01:00"],"wind_gusts_10m":[3.5]}}"#.utf8)
        #expect(throws: ForecastError.badResponse(reason: "hourly.wind_gusts_10m has 1 values for 2 hours")) {
            try OpenMeteoDecoding.hourlyForecast(from: body, units: .metric).content
        }
    }

    @Test("maps every variable it reads")
    func everyVariable() throws {
        let body = Array(("{\"hourly\":{\"time\":[\"2026-01-01T13:00\"],\"weather_code\":[80],\"temperature_2m\":[4.5],"
            + "\"apparent_temperature\":[1.2],\"relative_humidity_2m\":[88],\"precipitation\":[0.4],"
            + "\"precipitation_probability\":[65],\"cloud_cover\":[90],\"wind_speed_10m\":[22.1],"
            + "\"wind_direction_10m\":[250],\"wind_gusts_10m\":[41.0],\"uv_index\":[0.3],\"is_day\":[1]}}").utf8)
        let hour = try #require(try OpenMeteoDecoding.hourlyForecast(from: body, units: .metric).content.first)
        #expect(hour == HourlyForecast(
            time: LocalDateTime(iso8601: "2026-01-01T13:00")!, condition: WeatherCondition(kind: .rainShowers, intensity: .light),
            temperature: 4.5, apparentTemperature: 1.2, relativeHumidity: 88, precipitation: 0.4, precipitationProbability: 65,
            cloudCover: 90, windSpeed: 22.1, windDirection: 250, windGusts: 41.0, uvIndex: 0.3, isDay: true
        ))
    }
}
