import Domain
import Foundation
@testable import Platform
import Testing

@Suite("Open-Meteo's air quality: the target and the recorded answers")
struct OpenMeteoAirQualityTests {
    let utrecht = Place(name: "Utrecht", countryCode: "NL", coordinate: try! Coordinate(latitude: 52.0908, longitude: 5.1222), timeZoneIdentifier: "Europe/Amsterdam")

    @Test("asks /v1/air-quality with the documented parameters: current and hourly variables, the zone, forecast_hours")
    func target() throws {
        let target = OpenMeteoAirQualityTarget(baseURL: "https://air-quality-api.open-meteo.com", place: utrecht, hours: 24)
        let variables = "european_aqi%2Cus_aqi%2Cpm2_5%2Cpm10%2Cozone%2Cnitrogen_dioxide%2Csulphur_dioxide%2Ccarbon_monoxide%2Cuv_index"
            + "%2Calder_pollen%2Cbirch_pollen%2Cgrass_pollen%2Cmugwort_pollen%2Colive_pollen%2Cragweed_pollen"
        #expect(target.url == "https://air-quality-api.open-meteo.com/v1/air-quality?latitude=52.0908&longitude=5.1222"
            + "&current=\(variables)&hourly=\(variables)&timezone=Europe%2FAmsterdam&forecast_hours=24")
        #expect(target.request.cacheRule == .forecast(defaultLifetime: .seconds(600)), "cached as forecasts are")
        let bare = OpenMeteoAirQualityTarget(baseURL: "https://x", place: Place(coordinate: try Coordinate(latitude: 1, longitude: 2)), hours: 1)
        #expect(bare.queryItems.first { $0.name == "timezone" }?.value == "auto")
    }

    func decoded(_ fixture: String) throws -> ForecastAnswer<AirQualityForecast> {
        try OpenMeteoAirQualityTarget(baseURL: "https://x", place: utrecht, hours: 3).decode(Fixture.data(fixture))
    }

    @Test("every variable, now and for three hours (python-open-meteo's recorded answer): values as sent, pollen counted at 0")
    func allVariables() throws {
        let answer = try decoded("python-open-meteo_air-quality-all-vars-current-hourly3")
        #expect(answer.timeZoneIdentifier == "Europe/Amsterdam" && answer.utcOffsetSeconds == 7200)
        let now = try #require(answer.content.current)
        #expect(now.time.iso8601 == "2026-10-03T12:00" && now.europeanAQI == 44 && now.usAQI == 65)
        #expect(now.pm25 == 22.1 && now.pm10 == 28.2 && now.ozone == 42 && now.nitrogenDioxide == 11.2)
        #expect(now.sulphurDioxide == 2.5 && now.carbonMonoxide == 229 && now.uvIndex == 2.1)
        #expect(now.pollen == Dictionary(uniqueKeysWithValues: Pollen.allCases.map { ($0, 0) }), "a zero count is a count")
        #expect(answer.content.hours.map(\.time.iso8601) == ["2026-10-03T00:00", "2026-10-03T01:00", "2026-10-03T02:00"])
        #expect(answer.content.hours.map(\.usAQI) == [60, 61, 62] && answer.content.hours.map(\.pm25) == [20.5, 20.0, 18.9])
    }

    @Test("an answer with only some variables (open-meteo-php's): the rest missing, no pollen, no current")
    func someVariables() throws {
        let answer = try decoded("open-meteo-php_air-quality-52.4_4.9-eaqi-pm2_5-1step")
        #expect(answer.content.current == nil)
        let hour = try #require(answer.content.hours.first)
        #expect(hour.europeanAQI == 22 && hour.pm25 == 5.8 && hour.usAQI == nil && hour.uvIndex == nil && hour.pollen.isEmpty)
    }

    @Test("a current-only answer (Home Assistant's): UV and ozone now, no hours")
    func currentOnly() throws {
        let answer = try decoded("home-assistant-core_air-quality-current-uv-ozone")
        #expect(answer.content.current?.uvIndex == 1.85 && answer.content.current?.ozone == 82 && answer.content.hours.isEmpty)
    }

    func decode(_ json: String) throws -> AirQualityForecast {
        try OpenMeteoAirQualityTarget(baseURL: "https://x", place: utrecht, hours: 2).decode(Data(json.utf8)).content
    }

    @Test("a null pollen is no count (outside Europe), never 0")
    func nullPollen() throws {
        let forecast = try decode(#"{"hourly":{"time":["2026-11-24T10:00","2026-11-24T11:00"],"birch_pollen":[null,3.5],"grass_pollen":[null,null]}}"#)
        #expect(forecast.hours[0].pollen.isEmpty && forecast.hours[1].pollen == [.birch: 3.5])
    }

    @Test("what is not an air quality answer is refused, saying why", arguments: [
        (#"{"latitude":1}"#, "the answer has no air quality"),
        (#"{"hourly":{"time":["2026-11-24T10:00"],"pm10":[1,2]}}"#, "hourly.pm10 has 2 values for 1 hours"),
        (#"{"hourly":{"time":["yesterday"]}}"#, "hourly.time[0] is not a local time: \"yesterday\""),
        (#"{"current":{"time":null}}"#, "current.time is not a local time: \"null\""),
        (#"{"hourly_units":{"pm2_5":"ppm"},"hourly":{"time":[]}}"#, "hourly.pm2_5 is in ppm, not \u{3BC}g/m\u{B3}"),
    ])
    func refused(json: String, reason: String) {
        #expect(throws: ForecastError.badResponse(reason: reason)) { try decode(json) }
    }

    @Test("the service's error body is its error")
    func errorBody() {
        #expect(throws: ServiceErrorBody.self) { try decode(#"{"error":true,"reason":"Parameter forecast_hours must be between 0 and 168"}"#) }
    }
}
