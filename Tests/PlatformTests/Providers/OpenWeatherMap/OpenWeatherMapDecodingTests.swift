import Domain
import Foundation
@testable import Platform
import Testing

/// OpenWeatherMap's recorded answers for London (`city.timezone` 0). The recordings asked for no `units`, so
/// temperatures are kelvin, as the numbers below are; wind is m/s. Expected numbers were read off the fixture by
/// hand (and checked with a few lines of Python); each test says how.
@Suite("Decoding OpenWeatherMap's forecast and current weather")
struct OpenWeatherMapDecodingTests {
    let query = OpenWeatherMapQuery(coordinate: try! Coordinate(latitude: 51.507_35, longitude: -0.127_76), units: .metric, key: "k3y")

    func body(_ name: String) throws -> Data {
        try Fixture.data(name, provider: "openweathermap")
    }

    @Test("asks with four decimals, the units and the key")
    func request() {
        let target = OpenWeatherMapThreeHourTarget(baseURL: "https://api.openweathermap.org", query: query)
        #expect(target.url == "https://api.openweathermap.org/data/2.5/forecast?lat=51.5074&lon=-0.1278&units=metric&appid=k3y")
        #expect(OpenWeatherMapDailyTarget(baseURL: "https://x", query: query, days: 12).url.hasSuffix("&appid=k3y&cnt=12"))
    }

    @Test("the free plan's 40 steps make London's days by the documented rule")
    func freeDays() throws {
        let (steps, offset) = try OpenWeatherMapThreeHourTarget(baseURL: "", query: query).decode(body("forecast_5day_3hour_london.body"))
        #expect(steps.count == 40 && offset == 0)
        let days = OpenWeatherMapDailyAggregation(units: .metric, utcOffsetSeconds: offset).days(from: steps, count: 5)
        #expect(days.map(\.date.iso8601) == ["2025-03-20", "2025-03-21", "2025-03-22", "2025-03-23", "2025-03-24"])
        // The 22nd: 8 steps. High: the highest temp_max, 285.76; low: the lowest temp_min, 282.56; rain.3h summed,
        // 7.24 mm; the highest pop, 1 → 100 %; the windiest step 5.29 m/s (19.044 km/h) from 139°; at 12:00 id 500.
        let day = days[2]
        #expect(day.temperatureMax == 285.76 && day.temperatureMin == 282.56)
        #expect(abs((day.precipitationSum ?? 0) - 7.24) < 1e-9)
        #expect(day.precipitationProbability == 100)
        #expect(abs((day.windSpeedMax ?? 0) - 19.044) < 1e-9 && day.windDirection == 139)
        #expect(day.condition == WeatherCondition(kind: .rain, intensity: .light))
        // The 20th has one step (21:00): no rain recorded is 0 mm, not unknown.
        #expect(days[0].precipitationSum == 0 && days[0].precipitationProbability == 0)
    }

    @Test("a place east of Greenwich: steps fall on its local dates", arguments: [(19_800, "2025-03-21"), (-36_000, "2025-03-20")])
    func offsets(offset: Int, firstDate: String) throws {
        let (steps, _) = try OpenWeatherMapThreeHourTarget(baseURL: "", query: query).decode(body("forecast_5day_3hour_london.body"))
        // The first step is 2025-03-20T21:00Z: 02:30 on the 21st at +5:30, 11:00 on the 20th at −10:00.
        let days = OpenWeatherMapDailyAggregation(units: .metric, utcOffsetSeconds: offset).days(from: steps, count: 1)
        #expect(days.first?.date.iso8601 == firstDate)
    }

    @Test("the current weather: rain.1h, feels_like, gusts absent, in the place's local time")
    func current() throws {
        let (step, offset) = try OpenWeatherMapCurrentTarget(baseURL: "", query: query).decode(body("weather_current_london.body"))
        #expect(offset == 3600 && step.temperature == 282.08 && step.feelsLike == 277.37)
        #expect(step.precipitation == 1.52 && step.windGust == nil && step.conditionID == 501)
        #expect(LocalDateTime(step.time, utcOffsetSeconds: offset).iso8601 == "2020-04-28T05:37")  // dt 1588048665
    }

    @Test("cod as a number or as text; an error cod is the service's error with its message")
    func errorBodies() throws {
        #expect(OpenWeatherMapErrorBody.reason(in: try body("error_401_invalid_api_key.body"))?.hasPrefix("Invalid API key.") == true)
        let notFound = Data(#"{"message":"Error: Not found city","cod":"404"}"#.utf8)
        #expect(OpenWeatherMapErrorBody.reason(in: notFound) == "Error: Not found city")
        #expect(throws: ServiceErrorBody.self) { try OpenWeatherMapCurrentTarget(baseURL: "", query: query).decode(notFound) }
        #expect(throws: JSONShapeError.self) {
            try OpenWeatherMapCurrentTarget(baseURL: "", query: query).decode(Data(#"{"cod":"oops","dt":1}"#.utf8))
        }
    }

    @Test("condition ids in the neutral conditions", arguments: [
        (800, WeatherCondition(kind: .clear)), (804, WeatherCondition(kind: .overcast)), (500, WeatherCondition(kind: .rain, intensity: .light)),
        (511, WeatherCondition(kind: .freezingRain)), (521, WeatherCondition(kind: .rainShowers, intensity: .moderate)),
        (611, WeatherCondition(kind: .sleet)), (602, WeatherCondition(kind: .snow, intensity: .heavy)),
        (212, WeatherCondition(kind: .thunderstorm, intensity: .heavy)), (741, WeatherCondition(kind: .fog)),
        (781, WeatherCondition(kind: .tornado)), (301, WeatherCondition(kind: .drizzle, intensity: .moderate)),
    ])
    func conditions(id: Int, condition: WeatherCondition) {
        #expect(OpenWeatherMapCondition.condition(for: id) == condition)
    }

    @Test("an error the service echoes the key into never carries the key")
    func redaction() {
        let error = ForecastError.serviceError(status: 500, reason: "bad key k3y for k3y").redacting(["k3y"])
        #expect(error == .serviceError(status: 500, reason: "bad key *** for ***"))
    }
}

/// Every other recorded OpenWeatherMap answer the provider reads: the 2014 daily forecasts (the paid endpoint's
/// older shape, with no `city.timezone`), their "not found" answers sent with HTTP 200, and a current weather.
@Suite("Decoding every recorded OpenWeatherMap answer")
struct OpenWeatherMapRecordedAnswersTests {
    let query = OpenWeatherMapQuery(coordinate: try! Coordinate(latitude: 9.94, longitude: 76.26), units: .metric, key: "k")

    func daily(_ name: String) throws -> ForecastAnswer<[DailyForecast]> {
        try OpenWeatherMapDailyTarget(baseURL: "", query: query, days: 16).decode(Fixture.data(name, provider: "openweathermap"))
    }

    @Test("the 2014 daily forecasts: one day an item, dates from dt (06:00Z, near Kochi's noon), no offset given")
    func dailyIn2014() throws {
        let metric = try daily("forecast_daily_2014_metric.body")
        #expect(metric.content.count == 7 && metric.utcOffsetSeconds == 0)
        #expect(metric.content.map(\.date.iso8601).prefix(2) == ["2014-12-24", "2014-12-25"])
        // The 25th: temp.max 27.32, temp.min 23.55, rain 5 (mm), speed 1.22 m/s … as recorded.
        #expect(metric.content[1].temperatureMax == 27.32 && metric.content[1].temperatureMin == 23.55)
        #expect(metric.content[1].precipitationSum == 5 && metric.content[0].precipitationSum == 0)
        #expect(try daily("forecast_daily_2014_cnt6.body").content.count == 6)
        #expect(try daily("forecast_daily_2014_lat_lon.body").content.first?.temperatureMax == 297.85, "kelvin: no units asked")
    }

    @Test("'not found' sent with HTTP 200 and cod \"404\" is the service's error, with its message", arguments: [
        ("forecast_daily_2014_not_found.body", ""), ("weather_2014_not_found.body", "Error: Not found city"),
    ])
    func notFound(name: String, message: String) throws {
        let body = try Fixture.data(name, provider: "openweathermap")
        #expect(OpenWeatherMapErrorBody.reason(in: body) == message)
        #expect(throws: ServiceErrorBody.self) { try OpenWeatherMapDailyTarget(baseURL: "", query: query, days: 1).decode(body) }
    }

    @Test("the current weather asked by name reads like the one asked by coordinate")
    func currentByName() throws {
        let (step, _) = try OpenWeatherMapCurrentTarget(baseURL: "", query: query).decode(Fixture.data("weather_current_q_london.body", provider: "openweathermap"))
        #expect(step.temperature == 282.57 && step.conditionID == 500)
    }
}
