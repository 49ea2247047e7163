import Domain
import Foundation
@testable import Platform
import Testing

@Suite("Decoding MET Norway's MetAlerts")
struct METNorwayAlertsDecodingTests {
    let target = METNorwayAlertsTarget(baseURL: "https://api.met.no", coordinate: try! Coordinate(latitude: 70.370_12, longitude: 31.1))

    @Test("the request: current.json for the point to four decimals, in English, cached as alerts")
    func request() {
        #expect(target.url == "https://api.met.no/weatherapi/metalerts/2.0/current.json?lat=70.3701&lon=31.1&lang=en")
        #expect(target.cacheRule == .alerts(honoursExpiry: true), "MET Norway's terms: never before its Expires")
    }

    @Test("the recorded answer: awareness colours as severities, the interval as onset and end, consequences kept")
    func recorded() throws {
        let alerts = try target.decode(Fixture.data("smacklip-surf_metalerts-2.0-current-20240306", provider: "met-norway"))
        #expect(alerts.count == 4)
        let gale = try #require(alerts.first)
        #expect(gale.event == "Kuling" && gale.severity == .moderate && gale.levelColour == "yellow")
        #expect(gale.onset == Instant(secondsSince1970: 1_709_766_000))  // 2024-03-06T23:00:00+00:00
        #expect(gale.ends == Instant(secondsSince1970: 1_709_805_600))   // 2024-03-07T10:00:00+00:00
        #expect(gale.areas == ["Nordkapp - Vardø"] && gale.sender == "MET Norway" && gale.certainty == "likely")
        #expect(gale.description?.contains("Høye bølger") == true)  // the consequences, after the description
        #expect(gale.link == "https://api.met.no/weatherapi/metalerts/2.0/current?cap=2.49.0.1.578.0.20240306104934.036")
        #expect(alerts.map(\.event) == ["Kuling", "Kuling", "Skogbrannfare", "Skogbrannfare"])
    }

    @Test("orange is severe and red extreme; without a level, the matrix colour or the CAP word decides")
    func colours() throws {
        func alert(_ properties: String) throws -> WeatherAlert {
            try #require(try target.decode(Data(#"{"features":[{"properties":{\#(properties)}}]}"#.utf8)).first)
        }
        #expect(try alert(#""awareness_level":"3; orange; Severe""#).severity == .severe)
        #expect(try alert(#""awareness_level":"4; red; Extreme""#).severity == .extreme)
        #expect(try alert(#""riskMatrixColor":"Red""#).levelColour == "red")
        #expect(try alert(#""severity":"Minor""#).severity == .minor)
        #expect(try alert(#""awareness_level":"9; purple; Odd""#).severity == .unknown)
        #expect(try alert(#""type":"Cancel""#).isCancellation)
    }
}
