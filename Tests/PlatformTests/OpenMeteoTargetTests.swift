import Domain
@testable import Platform
import Testing

@Suite("Open-Meteo request targets")
struct OpenMeteoTargetTests {
    @Test("geocoding asks /v1/search for the name, count, language and JSON")
    func geocodingURL() {
        let target = OpenMeteoGeocodingTarget(baseURL: "http://127.0.0.1:8080", name: "São Paulo", count: 10, language: "en")
        #expect(target.url == "http://127.0.0.1:8080/v1/search?name=S%C3%A3o%20Paulo&count=10&language=en&format=json")
    }

    @Test("a target's request is a GET of its URL that asks for JSON")
    func request() {
        let target = OpenMeteoGeocodingTarget(baseURL: "https://x", name: "a", count: 1, language: "en")
        #expect(target.request == HTTPRequest(method: .get, url: target.url, headers: ["Accept": "application/json"]))
    }

    @Test("geocoding keeps count within what the service takes", arguments: [(0, "1"), (50, "50"), (500, "100")])
    func geocodingCount(count: Int, sent: String) {
        let target = OpenMeteoGeocodingTarget(baseURL: "https://x", name: "a", count: count, language: "en")
        #expect(target.queryItems.first { $0.name == "count" }?.value == sent)
    }

    @Test("awkward names stay one query value", arguments: ["Zürich", "Paris, TX", "A&B", "Tom's #1 + co", "東京"])
    func awkwardNames(name: String) {
        let target = OpenMeteoGeocodingTarget(baseURL: "https://x", name: name, count: 1, language: "en")
        let query = String(target.url.split(separator: "?")[1])
        #expect(query.split(separator: "&").count == 4)
        #expect(query.hasPrefix("name=" + QueryItem.percentEncoded(name) + "&"))
    }

    @Test("forecast asks for the daily variables, the place's time zone and the days and units asked for")
    func forecastURL() throws {
        let target = OpenMeteoForecastTarget(
            baseURL: "https://api.open-meteo.com",
            coordinate: try Coordinate(latitude: 51.50853, longitude: -0.12574),
            days: 7, units: .metric
        )
        #expect(target.url == "https://api.open-meteo.com/v1/forecast?latitude=51.5085&longitude=-0.1257"
            + "&daily=weather_code%2Ctemperature_2m_max%2Ctemperature_2m_min%2Cprecipitation_sum"
            + "%2Cprecipitation_probability_max%2Cwind_speed_10m_max%2Cwind_direction_10m_dominant%2Csunrise%2Csunset%2Cuv_index_max"
            + "&timezone=auto&forecast_days=7&temperature_unit=celsius&wind_speed_unit=kmh&precipitation_unit=mm")
    }

    @Test("imperial units ask for fahrenheit, mph and inches")
    func imperial() throws {
        let target = OpenMeteoForecastTarget(baseURL: "https://x", coordinate: try Coordinate(latitude: 0, longitude: 0), days: 16, units: .imperial)
        let query = Dictionary(uniqueKeysWithValues: target.queryItems.map { ($0.name, $0.value) })
        #expect(query["temperature_unit"] == "fahrenheit")
        #expect(query["wind_speed_unit"] == "mph")
        #expect(query["precipitation_unit"] == "inch")
        #expect(query["forecast_days"] == "16")
    }
}
