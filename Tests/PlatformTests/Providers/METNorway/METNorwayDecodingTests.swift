import Domain
import Foundation
@testable import Platform
import Testing

/// MET Norway's recorded answer for New York (40.7, -74.0, 10 m), 2020-07-20, 82 UTC steps: hourly from
/// 11:00Z for 55 hours, then 6-hourly to 2020-07-29T06:00Z. Expected numbers were read off the fixture by hand
/// (and checked with a few lines of Python); each test says how.
@Suite("Decoding MET Norway's Locationforecast, and its days in local dates")
struct METNorwayDecodingTests {
    let target = METNorwayLocationforecastTarget(baseURL: "https://api.met.no", coordinate: try! Coordinate(latitude: 40.7, longitude: -74), elevation: 10)

    func steps() throws -> [METNorwayStep] {
        try target.decode(Fixture.data("metno-locationforecast_lat40.7lon-74.0altitude10_compact.body", provider: "met-norway"))
    }

    func days(zone identifier: String?, units: Units = .metric) throws -> [DailyForecast] {
        let zone = try PlaceTimeZone(identifier: identifier)
        return METNorwayDailyAggregation(utcOffset: zone.utcOffsetSeconds(at:), units: units).days(from: try steps(), count: 16)
    }

    @Test("asks for at most four decimals and the height in whole metres, as MET Norway's terms require")
    func request() throws {
        let precise = METNorwayLocationforecastTarget(
            baseURL: "https://api.met.no", coordinate: try Coordinate(latitude: 59.913868, longitude: 10.752245), elevation: 23.6
        )
        #expect(precise.url == "https://api.met.no/weatherapi/locationforecast/2.0/compact?lat=59.9139&lon=10.7522&altitude=24")
    }

    @Test("reads every step, in UTC")
    func decodes() throws {
        let steps = try steps()
        #expect(steps.count == 82)
        #expect(steps.first?.time == Instant(secondsSince1970: 1_595_242_800))  // 2020-07-20T11:00:00Z
        #expect(steps.first?.airTemperature == 26.5 && steps.first?.windSpeed == 3.8)
        #expect(steps.first?.nextHour?.symbolCode == "partlycloudy_day")
        #expect(steps.last?.nextHour == nil && steps.last?.nextSixHours == nil, "the far end has no next_* blocks")
    }

    @Test("groups steps into New York's local dates (EDT, UTC−4) by the documented rule")
    func newYorkDays() throws {
        let days = try days(zone: "America/New_York")
        // 11:00Z on the 20th is 07:00 local; 2020-07-29T06:00Z is 02:00 local on the 29th: ten local dates.
        #expect(days.map(\.date.iso8601).first == "2020-07-20" && days.count == 10)
        // The 20th: 17 steps, 07:00–23:00 local. Temperatures 26.5 (07:00) to 36.0; every next hour 0.0 mm; the
        // windiest step 6.2 m/s (22.32 km/h) from 259.7°; at 12:00 local (16:00Z) next_6_hours says partlycloudy_day.
        let first = days[0]
        #expect(first.temperatureMax == 36.0 && first.temperatureMin == 26.5)
        #expect(first.precipitationSum == 0 && first.precipitationProbability == nil)
        #expect(abs((first.windSpeedMax ?? 0) - 22.32) < 1e-9 && first.windDirection == 259.7)
        #expect(first.condition == WeatherCondition(kind: .partlyCloudy))
        // The 22nd: 16 steps, 00:00–14:00 local hourly (04:00–18:00Z), then 20:00 local (00:00Z on the 23rd).
        // Its sum: 15 hourly amounts of 0.0 (next_1_hours), the 14:00 step's next_6_hours 0.0 (the next step is
        // 6 h later), and the 20:00 step's next_6_hours 3.0 = 3.0 mm. High 30.2 (14:00 local), low 23.7 (05:00 local).
        let third = days[2]
        #expect(third.date.iso8601 == "2020-07-22")
        #expect(third.precipitationSum == 3.0)
        #expect(third.temperatureMax == 30.2 && third.temperatureMin == 23.7)
        // The 29th has one step, 02:00 local, the last: it adds no precipitation, so the sum is unknown.
        #expect(days[9].precipitationSum == nil && days[9].temperatureMax == 24.7)
    }

    @Test("a bare coordinate's days are UTC dates")
    func utcDays() throws {
        let days = try days(zone: nil)
        // The 20th in UTC: 13 steps, 11:00Z–23:00Z, from 26.5 to 36.0 °C.
        #expect(days[0].date.iso8601 == "2020-07-20")
        #expect(days[0].temperatureMax == 36.0 && days[0].temperatureMin == 26.5)
    }

    @Test("imperial: °F, inches and mph from MET Norway's °C, mm and m/s")
    func imperial() throws {
        let days = try days(zone: "America/New_York", units: .imperial)
        #expect(abs((days[0].temperatureMax ?? 0) - 96.8) < 1e-9)  // 36.0 × 9/5 + 32
        #expect(abs((days[0].windSpeedMax ?? 0) - 13.869_08) < 1e-4)  // 6.2 m/s × 3600 / 1609.344
        #expect(abs((days[2].precipitationSum ?? 0) - 3.0 / 25.4) < 1e-12)
    }

    /// Hourly steps from `start` (UTC), `count` of them, each 10 °C plus its index, for zone tests.
    func hourlySteps(from start: Int, count: Int) -> [METNorwayStep] {
        (0..<count).map { index in
            METNorwayStep(
                time: Instant(secondsSince1970: Double(start + index * 3600)), airTemperature: 10 + Double(index),
                windSpeed: 1, windFromDirection: 0, relativeHumidity: nil, cloudAreaFraction: nil, airPressureAtSeaLevel: nil,
                nextHour: .init(symbolCode: "rain", precipitationAmount: 0.5, probabilityOfPrecipitation: nil), nextSixHours: nil
            )
        }
    }

    @Test("local dates across DST changes and in +5:30 and +12:45 zones", arguments: [
        // London leaves BST at 01:00Z on 2026-10-25: that local date has 25 hours, from 23:00Z on the 24th.
        ("Europe/London", 1_792_882_800, "2026-10-25", 25),  // 2026-10-24T23:00Z
        // New York leaves EDT at 06:00Z on 2026-11-01: 25 hours, from 04:00Z.
        ("America/New_York", 1_793_505_600, "2026-11-01", 25),
        // Kolkata, +5:30: the 22nd begins at 18:30Z on the 21st.
        ("Asia/Kolkata", 1_795_285_800, "2026-11-22", 24),
        // Chatham in summer, +13:45: the 22nd begins at 10:15Z on the 21st.
        ("Pacific/Chatham", 1_795_256_100, "2026-11-22", 24),
    ])
    func zones(identifier: String, start: Int, date: String, hours: Int) throws {
        let zone = try PlaceTimeZone(identifier: identifier)
        let aggregation = METNorwayDailyAggregation(utcOffset: zone.utcOffsetSeconds(at:), units: .metric)
        // One hour before the date, the whole date, one hour after.
        let days = aggregation.days(from: hourlySteps(from: start - 3600, count: hours + 2), count: 3)
        let day = try #require(LocalDate(iso8601: date)).daysSinceEpoch
        #expect(days.map(\.date) == [day - 1, day, day + 1].map(LocalDate.init(daysSinceEpoch:)))
        // The date's steps are indices 1…hours: the lowest is 11 °C, the highest 10 + hours; each adds 0.5 mm.
        #expect(days[1].temperatureMin == 11 && days[1].temperatureMax == 10 + Double(hours))
        #expect(days[1].precipitationSum == 0.5 * Double(hours))
    }

    @Test("symbol codes in the neutral conditions, the service's misspellings too", arguments: [
        ("clearsky_day", WeatherCondition(kind: .clear)), ("fair_night", WeatherCondition(kind: .mainlyClear)),
        ("partlycloudy_polartwilight", WeatherCondition(kind: .partlyCloudy)), ("cloudy", WeatherCondition(kind: .overcast)),
        ("fog", WeatherCondition(kind: .fog)), ("lightrain", WeatherCondition(kind: .rain, intensity: .light)),
        ("heavyrainshowers_day", WeatherCondition(kind: .rainShowers, intensity: .heavy)),
        ("sleet", WeatherCondition(kind: .sleet, intensity: .moderate)),
        ("lightssleetshowersandthunder_night", WeatherCondition(kind: .thunderstorm, intensity: .light)),
        ("lightssnowshowersandthunder_day", WeatherCondition(kind: .thunderstorm, intensity: .light)),
        ("heavysnow", WeatherCondition(kind: .snow, intensity: .heavy)),
        ("snowshowersandthunder_day", WeatherCondition(kind: .thunderstorm, intensity: .moderate)),
    ])
    func symbols(code: String, condition: WeatherCondition) {
        #expect(METNorwaySymbol.condition(for: code) == condition)
    }

    @Test("an unknown symbol is no condition", arguments: ["", "sunny", "lightfog", "rain_evening", "heavy"])
    func unknownSymbols(code: String) {
        #expect(METNorwaySymbol.condition(for: code) == nil)
    }

    @Test("other units, no steps, or steps out of order are a bad response")
    func badAnswers() {
        let fahrenheit = #"{"properties":{"meta":{"units":{"air_temperature":"fahrenheit"}},"timeseries":[]}}"#
        #expect(throws: ForecastError.badResponse(reason: "air_temperature is in fahrenheit, not celsius")) {
            try target.decode(Data(fahrenheit.utf8))
        }
        #expect(throws: ForecastError.badResponse(reason: "the answer has no forecast steps")) {
            try target.decode(Data(#"{"properties":{"timeseries":[]}}"#.utf8))
        }
        let backwards = #"{"properties":{"timeseries":[{"time":"2026-11-22T12:00:00Z","data":{}},{"time":"2026-11-22T11:00:00Z","data":{}}]}}"#
        #expect(throws: ForecastError.badResponse(reason: "its steps are not in time order")) { try target.decode(Data(backwards.utf8)) }
        #expect(throws: JSONShapeError.self) {
            try target.decode(Data(#"{"properties":{"timeseries":[{"time":"2026-11-22 12:00","data":{}}]}}"#.utf8))
        }
    }
}
