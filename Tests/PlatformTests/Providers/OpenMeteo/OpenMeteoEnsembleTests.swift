import Domain
import Foundation
@testable import Platform
import Testing

@Suite("Open-Meteo's ensemble: the target, member keys by pattern, and the recorded answers")
struct OpenMeteoEnsembleTests {
    let place = Place(name: "Penticton", coordinate: try! Coordinate(latitude: 49.5, longitude: -119.5), timeZoneIdentifier: "America/Vancouver")

    @Test("asks /v1/ensemble for both variables of every member, one model, the days, the zone and the units")
    func target() {
        let target = OpenMeteoEnsembleTarget(baseURL: "https://ensemble-api.open-meteo.com", place: place, model: "gfs025", days: 7, units: .imperial)
        #expect(target.url == "https://ensemble-api.open-meteo.com/v1/ensemble?latitude=49.5&longitude=-119.5"
            + "&hourly=temperature_2m%2Cprecipitation&models=gfs025&forecast_days=7&timezone=America%2FVancouver"
            + "&temperature_unit=fahrenheit&wind_speed_unit=mph&precipitation_unit=inch")
    }

    @Test("member keys by pattern: the control run is 0, members by number, with or without the model's suffix", arguments: [
        ("temperature_2m", 0), ("temperature_2m_member01", 1), ("temperature_2m_member30", 30), ("temperature_2m_member50_ecmwf_ifs025", 50),
        ("temperature_2m_ecmwf_ifs025", 0), ("temperature_2m_max", nil), ("temperature_2m_member", nil), ("temperature_2m_member00", nil),
        ("temperature_2m_member01_gfs025", nil), ("temperature_2m_member1x", nil), ("temperature_2m_member+1", nil),
    ] as [(String, Int?)])
    func memberKeys(key: String, number: Int?) {
        #expect(OpenMeteoEnsembleMapper(model: "ecmwf_ifs025").member(in: key, of: "temperature_2m") == number)
        #expect(OpenMeteoEnsembleMapper(model: "ecmwf_ifs025").member(in: "precipitation_probability", of: "precipitation") == nil)
    }

    func decoded(_ fixture: String, model: String) throws -> ForecastAnswer<EnsembleForecast> {
        try OpenMeteoEnsembleTarget(baseURL: "https://x", place: place, model: model, days: 7, units: .metric).decode(Fixture.data(fixture))
    }

    /// numpy 2.4 over the recorded members (`np.percentile`, linear), computed independently of forecast.
    @Test("GFS's recorded 168 hours: 31 members (control + 30), the spread at two hours as numpy computes it")
    func gfs() throws {
        let answer = try decoded("OpenMeteoKit_ensemble-gfs025-49.5_-119.5", model: "gfs025")
        let ensemble = answer.content
        #expect(answer.timeZoneIdentifier == "America/Vancouver" && ensemble.times.count == 168 && ensemble.memberCount == 31)
        #expect(ensemble.precipitation.isEmpty, "the recording asked for temperature only")
        for (hour, expected) in [(0, [18.3, 18.4, 18.6]), (100, [15.5, 16.2, 17.1])] {
            let spread = ensemble.spread(at: hour)
            let values = try [#require(spread.temperatureP10), #require(spread.temperatureMedian), #require(spread.temperatureP90)]
            #expect(zip(values, expected).allSatisfy { abs($0 - $1) < 1e-9 } && spread.members == 31, "hour \(hour): \(values)")
            #expect(spread.precipitationProbability == nil)
        }
    }

    @Test("open-meteo-php's one recorded step: 31 members read in any key order")
    func oneStep() throws {
        let spread = try decoded("open-meteo-php_ensemble-52.25_5-temperature_2m-1step", model: "icon_seamless").content.spread(at: 0)
        #expect(spread.members == 31 && spread.temperatureMedian == 18.8)
        #expect(abs((spread.temperatureP10 ?? 0) - 18.7) < 1e-9 && abs((spread.temperatureP90 ?? 0) - 19.1) < 1e-9)
    }

    @Test("what is not an ensemble answer is refused, saying why", arguments: [
        (#"{"latitude":1}"#, "the answer has no hourly forecast"),
        (#"{"hourly":{"time":["2026-11-24T10:00"]}}"#, "the answer has no ensemble members"),
        (#"{"hourly":{"time":["2026-11-24T10:00"],"temperature_2m_member03":[1,2]}}"#, "hourly.temperature_2m_member03 has 2 values for 1 hours"),
        (#"{"hourly_units":{"temperature_2m":"°F"},"hourly":{"time":[],"temperature_2m":[]}}"#, "hourly.temperature_2m came in °F, not °C as asked"),
    ])
    func refused(json: String, reason: String) {
        #expect(throws: ForecastError.badResponse(reason: reason)) {
            try OpenMeteoEnsembleTarget(baseURL: "https://x", place: place, model: "gfs025", days: 1, units: .metric).decode(Data(json.utf8))
        }
    }
}
