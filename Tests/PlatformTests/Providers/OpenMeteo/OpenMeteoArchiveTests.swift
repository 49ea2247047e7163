import Domain
import Foundation
@testable import Platform
import Testing

@Suite("Open-Meteo's archive: the target and the recorded answers")
struct OpenMeteoArchiveTests {
    let brasilia = Place(name: "Brasília", coordinate: try! Coordinate(latitude: -15.78, longitude: -47.93), timeZoneIdentifier: "America/Sao_Paulo")

    func target(_ first: String, _ last: String, settled: Bool = true, units: Units = .metric) -> OpenMeteoArchiveTarget {
        OpenMeteoArchiveTarget(
            baseURL: "https://archive-api.open-meteo.com", place: brasilia, dates: LocalDate(iso8601: first)!...LocalDate(iso8601: last)!,
            units: units, isSettled: settled
        )
    }

    @Test("asks /v1/archive for the dates and only the daily variables the archive has, in the zone and units")
    func url() {
        #expect(target("2022-12-29", "2023-01-08").url == "https://archive-api.open-meteo.com/v1/archive?latitude=-15.78&longitude=-47.93"
            + "&start_date=2022-12-29&end_date=2023-01-08"
            + "&daily=weather_code%2Ctemperature_2m_max%2Ctemperature_2m_min%2Cprecipitation_sum%2Cwind_speed_10m_max"
            + "%2Cwind_direction_10m_dominant%2Csunrise%2Csunset"
            + "&timezone=America%2FSao_Paulo&temperature_unit=celsius&wind_speed_unit=kmh&precipitation_unit=mm")
    }

    @Test("settled days are kept for a year; a range reaching the last week as long as a forecast")
    func caching() {
        #expect(target("2022-12-29", "2023-01-08").cacheRule == .forecast(defaultLifetime: .seconds(365 * 86_400)))
        #expect(target("2026-11-20", "2026-11-21", settled: false).cacheRule == .forecast(defaultLifetime: CacheRule.standardForecastLifetime))
    }

    @Test("Brasília's recorded eleven days across the new year: the highs as sent, the rest missing")
    func brasiliaDays() throws {
        let answer = try target("2022-12-29", "2023-01-08").decode(Fixture.data("tpisel-openmeteo_archive-brasilia-daily-tmax"))
        #expect(answer.timeZoneIdentifier == "America/Sao_Paulo" && answer.utcOffsetSeconds == -10_800)
        #expect(answer.content.map(\.date.iso8601).first == "2022-12-29" && answer.content.count == 11)
        #expect(answer.content.map(\.temperatureMax) == [26.4, 25.5, 25.8, 26.2, 27.0, 26.3, 25.2, 25.0, 22.8, 25.7, 23.5])
        #expect(answer.content.allSatisfy { $0.temperatureMin == nil && $0.condition == nil })
    }

    @Test("the 1953 North Sea flood's two days: precipitation as sent, variables not read ignored; an hourly-only answer has no days")
    func otherShapes() throws {
        let flood = try target("1953-01-31", "1953-02-01").decode(Fixture.data("python-open-meteo_archive-1953-01-31-north-sea-flood-trimmed"))
        #expect(flood.content.map(\.date.iso8601) == ["1953-01-31", "1953-02-01"] && flood.content.map(\.precipitationSum) == [11.9, 12.5])
        #expect(throws: ForecastError.badResponse(reason: "the answer has no daily forecast")) {
            try target("2024-06-01", "2024-06-01").decode(Fixture.data("open-meteo-php_archive-52.41_4.84-2024-06-01-1step"))
        }
    }
}
