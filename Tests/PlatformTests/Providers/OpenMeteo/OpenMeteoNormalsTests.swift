import Domain
import Foundation
@testable import Platform
import Testing

@Suite("The 30 years of daily highs and lows behind a place's normals")
struct OpenMeteoNormalsTests {
    let london = Place(name: "London", coordinate: try! Coordinate(latitude: 51.5085, longitude: -0.1257), timeZoneIdentifier: "Europe/London")

    @Test("asks /v1/archive for 1990-12-25 to 2021-01-07, highs and lows only, kept a year")
    func target() {
        let target = OpenMeteoNormalsTarget(baseURL: "https://archive-api.open-meteo.com", place: london, units: .metric)
        #expect(target.url == "https://archive-api.open-meteo.com/v1/archive?latitude=51.5085&longitude=-0.1257"
            + "&start_date=1990-12-25&end_date=2021-01-07&daily=temperature_2m_max%2Ctemperature_2m_min"
            + "&timezone=Europe%2FLondon&temperature_unit=celsius&wind_speed_unit=kmh&precipitation_unit=mm")
        #expect(target.cacheRule == .forecast(defaultLifetime: .seconds(365 * 86_400)))
    }

    /// An answer of the archive's shape for `days` days from `first`, every high `high` and every low `low`.
    func answer(first: LocalDate = ClimateNormals.firstDateNeeded, days: Int? = nil, high: String = "12.5", low: String = "null") -> Data {
        let count = days ?? ClimateNormals.lastDateNeeded.daysSinceEpoch - first.daysSinceEpoch + 1
        let dates = (0..<count).map { "\"\(LocalDate(daysSinceEpoch: first.daysSinceEpoch + $0).iso8601)\"" }
        func column(_ value: String) -> String { "[" + Array(repeating: value, count: count).joined(separator: ",") + "]" }
        return Data(#"{"timezone":"Europe/London","daily_units":{"temperature_2m_max":"°C"},"daily":{"time":[\#(dates.joined(separator: ","))],"temperature_2m_max":\#(column(high)),"temperature_2m_min":\#(column(low))}}"#.utf8)
    }

    @Test("a full answer is read into normals: a constant high is its own normal, null lows none")
    func decodes() throws {
        let normals = try OpenMeteoNormalsTarget(baseURL: "https://x", place: london, units: .metric).decode(answer()).content
        #expect(normals.normal(month: 11, day: 24).temperatureMax == 12.5 && normals.normal(month: 11, day: 24).temperatureMin == nil)
    }

    @Test("days that are not the ones asked for are refused", arguments: [
        (LocalDate(year: 1990, month: 12, day: 26)!, Int?.none), (ClimateNormals.firstDateNeeded, 100),
    ])
    func refused(first: LocalDate, days: Int?) {
        #expect(throws: ForecastError.badResponse(reason: "the archive's days are not the 10972 from 1990-12-25 asked for")) {
            try OpenMeteoNormalsTarget(baseURL: "https://x", place: london, units: .metric).decode(answer(first: first, days: days))
        }
    }
}
