import Domain
import Foundation
@testable import Platform
import Testing

@Suite("Decoding recorded Open-Meteo answers")
struct OpenMeteoDecodingTests {
    let search = OpenMeteoGeocodingTarget(baseURL: "https://x", name: "x", countryCode: nil, count: 10, language: "en")
    func forecast(_ units: Units = .metric) throws -> OpenMeteoDailyTarget {
        OpenMeteoDailyTarget(baseURL: "https://x", place: Place(coordinate: try Coordinate(latitude: 0, longitude: 0)), days: 16, units: units)
    }

    @Test("a search keeps the service's order and every field it gave")
    func searchResults() throws {
        let places = try search.decode(Fixture.data("python-open-meteo_geocoding"))
        #expect(places.map(\.name) == ["Enschede", "Enschede Airport Twente"])
        let enschede = try #require(places.first)
        #expect(enschede.region == "Overijssel")
        #expect(enschede.country == "The Netherlands")
        #expect(enschede.countryCode == "NL")
        #expect(enschede.coordinate == (try Coordinate(latitude: 52.21833, longitude: 6.89583)))
        #expect(enschede.timeZoneIdentifier == "Europe/Amsterdam")
        #expect(enschede.population == 153_655)
        #expect(places[1].population == nil)
    }

    @Test("a search answer with no results key means no place")
    func noResults() throws {
        #expect(try search.decode(Fixture.data("python-open-meteo_geocoding_empty")).isEmpty)
    }

    @Test("missing geocoding fields stay missing")
    func missingFields() throws {
        let places = try search.decode(Fixture.data("python-open-meteo_geocoding_missing_fields"))
        #expect(places.count == 3)
        #expect(places[0].country == nil && places[0].countryCode == nil && places[0].region == nil)
        #expect(places[0].population == 1100)
        #expect(places[1].name == "Île MacMurdo")
        #expect(places[1].countryCode == "TF" && places[1].country == nil)
        #expect(places[2].region == "Maine" && places[2].population == nil)
    }

    @Test("the recorded Hollywood search, straight from its cassette")
    func hollywood() throws {
        let places = try search.decode(Fixture.data("vcr_open-meteo-ruby_search_hollywood.body"))
        #expect(places.count == 10)
        #expect(places[0].region == "Florida" && places[0].country == "United States")
        #expect(places[4].population == nil)
    }

    @Test("a daily forecast maps every variable, and what the service left out is missing, not zero")
    func newYorkDaily() throws {
        let series = try forecast().decode(Fixture.data("forecast_daily_newyork_pi-inky"))
        #expect(series.timeZoneIdentifier == "America/New_York")
        #expect(series.content.count == 14)
        let first = try #require(series.content.first)
        #expect(first.date == LocalDate(year: 2025, month: 12, day: 28))
        #expect(first.condition == WeatherCondition(kind: .drizzle, intensity: .light))
        #expect(first.temperatureMax == -1.0 && first.temperatureMin == -10.3)
        #expect(first.precipitationSum == 0.0 && first.precipitationProbability == 18)
        #expect(first.sunrise == LocalDateTime(iso8601: "2025-12-28T07:20"))
        #expect(first.sunset == LocalDateTime(iso8601: "2025-12-28T16:38"))
        // The recorded request asked for no wind or UV: missing, never 0.
        #expect(first.windSpeedMax == nil && first.windDirection == nil && first.uvIndexMax == nil)
        #expect(series.content.last?.condition == WeatherCondition(kind: .rain, intensity: .light))
    }

    @Test("null values past the model horizon stay missing")
    func nullsStayMissing() throws {
        let series = try forecast().decode(Fixture.data("python-open-meteo_forecast_16_days"))
        #expect(series.content.map(\.temperatureMax) == [18.3, nil])
        #expect(series.content.map(\.condition) == [WeatherCondition(kind: .clear), nil])
        #expect(series.content[1].sunrise == LocalDateTime(iso8601: "2026-10-18T06:02"))
        #expect(series.timeZoneIdentifier == "GMT")
    }

    @Test("an answer without daily data is a bad response", arguments: [
        "python-open-meteo_forecast_minimal", "python-open-meteo_forecast_precipitation_probabilities",
    ])
    func noDaily(fixture: String) throws {
        #expect(throws: ForecastError.badResponse(reason: "the answer has no daily forecast")) {
            try forecast().decode(Fixture.data(fixture))
        }
    }

    @Test("imperial answers are labelled as the service labels them")
    func imperialLabels() throws {
        let series = try forecast(.imperial).decode(Fixture.data("forecast_london_imperial"))
        #expect(series.content.count == 16)
        #expect(series.content[15].precipitationProbability == nil && series.content[15].uvIndexMax == nil)
    }

    @Test("units other than those asked for are refused, not shown under the wrong label")
    func unitMismatch() throws {
        #expect(throws: ForecastError.badResponse(reason: "daily.precipitation_sum came in mm, not in or inch as asked")) {
            try forecast(.imperial).decode(Fixture.data("forecast_london_metric"))
        }
    }

    @Test("arrays that do not line up with the dates are a bad response")
    func lengthMismatch() throws {
        let body = Data(#"{"daily":{"time":["2026-01-01","2026-01-02"],"temperature_2m_max":[1.0]}}"#.utf8)
        #expect(throws: ForecastError.badResponse(reason: "daily.temperature_2m_max has 1 values for 2 days")) {
            try forecast().decode(body)
        }
    }

    @Test("dates and times that are not ISO are a bad response")
    func badDates() throws {
        #expect(throws: ForecastError.badResponse(reason: "daily.time[0] is not a date: \"01/01/2026\"")) {
            try forecast().decode(Data(#"{"daily":{"time":["01/01/2026"]}}"#.utf8))
        }
        #expect(throws: ForecastError.badResponse(reason: "daily.sunrise[0] is not a local time: \"7am\"")) {
            try forecast().decode(Data(#"{"daily":{"time":["2026-01-01"],"sunrise":["7am"]}}"#.utf8))
        }
    }

    @Test("every WMO code in the table maps, and unknown codes are missing")
    func weatherCodes() {
        let known = [0, 1, 2, 3, 45, 48, 51, 53, 55, 56, 57, 61, 63, 65, 66, 67, 71, 73, 75, 77, 80, 81, 82, 85, 86, 95, 96, 99]
        #expect(known.allSatisfy { WMOWeatherCode.condition(for: Double($0)) != nil })
        #expect(WMOWeatherCode.condition(for: 4) == nil)
        #expect(WMOWeatherCode.condition(for: 61.5) == nil)
        #expect(WMOWeatherCode.condition(for: 82) == WeatherCondition(kind: .rainShowers, intensity: .heavy))
    }
}
