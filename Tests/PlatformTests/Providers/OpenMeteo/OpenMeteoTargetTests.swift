import Domain
import Foundation
@testable import Platform
import Testing

@Suite("Open-Meteo request targets")
struct OpenMeteoTargetTests {
    @Test("geocoding asks /v1/search for the name, count, language and JSON")
    func geocodingURL() {
        let target = OpenMeteoGeocodingTarget(baseURL: "http://127.0.0.1:8080", name: "São Paulo", countryCode: nil, count: 10, language: "en")
        #expect(target.url == "http://127.0.0.1:8080/v1/search?name=S%C3%A3o%20Paulo&count=10&language=en&format=json")
    }

    @Test("a target's request is a GET of its URL that asks for JSON; places are kept as place lookups, forecasts as forecasts")
    func request() throws {
        let target = OpenMeteoGeocodingTarget(baseURL: "https://x", name: "a", countryCode: nil, count: 1, language: "en")
        #expect(target.request == HTTPRequest(method: .get, url: target.url, headers: ["Accept": "application/json"], cacheRule: .placeLookup))
        let place = Place(coordinate: try Coordinate(latitude: 1, longitude: 2))
        let forecast = OpenMeteoDailyTarget(baseURL: "https://x", place: place, days: 1, units: .metric)
        #expect(forecast.request.cacheRule == .forecast(defaultLifetime: .seconds(600)))
    }

    @Test("geocoding keeps count within what the service takes", arguments: [(0, "1"), (50, "50"), (500, "100")])
    func geocodingCount(count: Int, sent: String) {
        let target = OpenMeteoGeocodingTarget(baseURL: "https://x", name: "a", countryCode: nil, count: count, language: "en")
        #expect(target.queryItems.first { $0.name == "count" }?.value == sent)
    }

    @Test("awkward names stay one query value", arguments: ["Zürich", "Paris, TX", "A&B", "Tom's #1 + co", "東京"])
    func awkwardNames(name: String) {
        let target = OpenMeteoGeocodingTarget(baseURL: "https://x", name: name, countryCode: nil, count: 1, language: "en")
        let query = String(target.url.split(separator: "?")[1])
        #expect(query.split(separator: "&").count == 4)
        #expect(query.hasPrefix("name=" + QueryItem.percentEncoded(name) + "&"))
    }

    @Test("forecast asks for the daily variables, the place's time zone and the days and units asked for")
    func forecastURL() throws {
        let target = OpenMeteoDailyTarget(
            baseURL: "https://api.open-meteo.com",
            place: Place(coordinate: try Coordinate(latitude: 51.50853, longitude: -0.12574)),
            days: 7, units: .metric
        )
        #expect(target.url == "https://api.open-meteo.com/v1/forecast?latitude=51.5085&longitude=-0.1257"
            + "&daily=weather_code%2Ctemperature_2m_max%2Ctemperature_2m_min%2Cprecipitation_sum"
            + "%2Cprecipitation_probability_max%2Cwind_speed_10m_max%2Cwind_direction_10m_dominant%2Csunrise%2Csunset%2Cuv_index_max"
            + "&forecast_days=7&timezone=auto&temperature_unit=celsius&wind_speed_unit=kmh&precipitation_unit=mm")
    }

    @Test("imperial units ask for fahrenheit, mph and inches")
    func imperial() throws {
        let target = OpenMeteoDailyTarget(baseURL: "https://x", place: Place(coordinate: try Coordinate(latitude: 0, longitude: 0)), days: 16, units: .imperial)
        let query = Dictionary(uniqueKeysWithValues: target.queryItems.map { ($0.name, $0.value) })
        #expect(query["temperature_unit"] == "fahrenheit")
        #expect(query["wind_speed_unit"] == "mph")
        #expect(query["precipitation_unit"] == "inch")
        #expect(query["forecast_days"] == "16")
    }
}

@Suite("Open-Meteo hourly, current and country targets")
struct OpenMeteoProductTargetTests {
    let london = Place(name: "London", coordinate: try! Coordinate(latitude: 51.50853, longitude: -0.12574), timeZoneIdentifier: "Europe/London")

    func query(_ items: [QueryItem]) -> [String: String] {
        Dictionary(uniqueKeysWithValues: items.map { ($0.name, $0.value) })
    }

    @Test("hourly asks for forecast_hours and every hourly variable, in the place's zone")
    func hourly() {
        let sent = query(OpenMeteoHourlyTarget(baseURL: "https://x", place: london, hours: 30, units: .metric).queryItems)
        #expect(sent["forecast_hours"] == "30")
        #expect(sent["timezone"] == "Europe/London")
        #expect(sent["hourly"] == OpenMeteoHourlyVariable.allCases.map(\.rawValue).joined(separator: ","))
        #expect(sent["forecast_days"] == nil)
    }

    @Test("current asks for every current variable in the chosen units")
    func current() {
        let sent = query(OpenMeteoCurrentTarget(baseURL: "https://x", place: london, units: .imperial).queryItems)
        #expect(sent["current"]?.contains("pressure_msl") == true)
        #expect(sent["wind_speed_unit"] == "mph")
        #expect(sent["timezone"] == "Europe/London")
    }

    @Test("a bare coordinate asks for the zone at the coordinate")
    func autoZone() throws {
        let point = Place(coordinate: try Coordinate(latitude: 1, longitude: 2))
        #expect(query(OpenMeteoCurrentTarget(baseURL: "https://x", place: point, units: .metric).queryItems)["timezone"] == "auto")
    }

    @Test("geocoding sends countryCode only when a country is asked for")
    func countryCode() {
        let canadian = OpenMeteoGeocodingTarget(baseURL: "https://x", name: "London", countryCode: "CA", count: 10, language: "en")
        #expect(canadian.url.hasSuffix("&format=json&countryCode=CA"))
        let anywhere = OpenMeteoGeocodingTarget(baseURL: "https://x", name: "London", countryCode: nil, count: 10, language: "en")
        #expect(!anywhere.url.contains("countryCode"))
    }

    @Test("the recorded answer's current and hourly blocks decode, in the answer's zone and offset")
    func recorded() throws {
        let body = try Fixture.data("vcr_open-meteo-ruby_forecast_general.body")
        let berlin = Place(coordinate: try Coordinate(latitude: 52.52, longitude: 13.41))
        let current = try OpenMeteoCurrentTarget(baseURL: "https://x", place: berlin, units: .metric).decode(body)
        #expect(current.content.time == LocalDateTime(iso8601: "2023-11-13T10:45"))
        #expect(current.content.condition == WeatherCondition(kind: .overcast))
        #expect(current.content.temperature == nil, "not asked for in the recording: missing, not 0")
        #expect(current.timeZoneIdentifier == "GMT" && current.utcOffsetSeconds == 0)
        let hourly = try OpenMeteoHourlyTarget(baseURL: "https://x", place: berlin, hours: 24, units: .metric).decode(body)
        #expect(hourly.content.count == 168)
        #expect(hourly.content.first?.time == LocalDateTime(iso8601: "2023-11-13T00:00"))
    }

    @Test("answers in other units than asked, or without the block, are refused", arguments: [
        #"{"utc_offset_seconds":0,"current_units":{"temperature_2m":"°F"},"current":{"time":"2026-11-22T10:00","temperature_2m":50}}"#,
        #"{"utc_offset_seconds":0}"#,
        #"{"current":{"time":"yesterday"}}"#,
        #"{"current":{"time":"2026-11-22T10:00","temperature_2m":"warm"}}"#,
    ])
    func refused(body: String) {
        #expect(throws: (any Error).self) {
            try OpenMeteoCurrentTarget(baseURL: "https://x", place: london, units: .metric).decode(Data(body.utf8))
        }
    }

    @Test("numbers past any JSON number's range decode as a refusal or as values the use cases refuse, never a trap")
    func hugeNumbers() throws {
        let body = #"{"utc_offset_seconds":0,"current":{"time":"2026-11-22T10:00","temperature_2m":1e400,"relative_humidity_2m":400}}"#
        let answer = try? OpenMeteoCurrentTarget(baseURL: "https://x", place: london, units: .metric).decode(Data(body.utf8))
        if let temperature = answer?.content.temperature { #expect(!(-100...70).contains(temperature)) }
    }
}
