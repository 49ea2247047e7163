import Domain
import Foundation
@testable import Platform
import Testing

@Suite("Decoding the National Weather Service's alerts")
struct NWSAlertsDecodingTests {
    let target = NWSAlertsTarget(baseURL: "https://api.weather.gov", coordinate: try! Coordinate(latitude: 36.180_684_9, longitude: -87.798_023))

    func alerts(_ name: String) throws -> [WeatherAlert] { try target.decode(Fixture.data(name, provider: "nws")) }

    /// The recorded answer inside the envelope its source project wrapped it in.
    func payload(_ name: String) throws -> Data {
        let envelope = try JSONSerialization.jsonObject(with: Fixture.data(name, provider: "nws")) as? [String: Any]
        return try JSONSerialization.data(withJSONObject: try #require(envelope?["payload"]))
    }

    @Test("the request: /alerts/active for the point to four decimals, as GeoJSON, cached as alerts")
    func request() {
        #expect(target.url == "https://api.weather.gov/alerts/active?point=36.1807%2C-87.798")
        #expect(target.request.headers["Accept"] == "application/geo+json")
        #expect(target.cacheRule == .alerts(honoursExpiry: false))
    }

    @Test("a Flood Watch: its CAP fields, times with their offset, areas and the alert's address")
    func floodWatch() throws {
        let alert = try #require(try alerts("pynws_alerts-active-zone-ORZ004").first)
        #expect(alert.event == "Flood Watch")
        #expect(alert.severity == .severe && alert.certainty == "possible" && alert.urgency == "future")
        #expect(alert.onset == Instant(secondsSince1970: 1_576_877_640))  // 2019-12-20T13:34:00-08:00
        #expect(alert.ends == Instant(secondsSince1970: 1_577_037_600))   // 2019-12-22T10:00:00-08:00
        #expect(alert.expires == Instant(secondsSince1970: 1_576_935_000))
        #expect(alert.sender == "NWS Portland OR")
        #expect(alert.headline?.hasPrefix("Flood Watch issued December 20") == true)
        #expect(alert.instruction?.isEmpty == false && alert.description?.isEmpty == false)
        #expect(alert.areas.first == "North Oregon Coast")
        #expect(alert.link?.hasPrefix("https://api.weather.gov/alerts/") == true)
        #expect(alert.status == .actual && !alert.isCancellation)
    }

    @Test("the Wind Advisory: its recorded times are the project's placeholders, so they are unknown, never guessed")
    func windAdvisory() throws {
        let alerts = try alerts("weather.gov_alerts-active-point-36.18_-87.80-wind-advisory")
        #expect(alerts.count == 1)
        let alert = try #require(alerts.first)
        #expect(alert.event == "Wind Advisory" && alert.severity == .moderate && alert.sender == "NWS Nashville TN")
        #expect(alert.onset == nil && alert.ends == nil && alert.expires == nil)
        #expect(alert.areas.count == 38 && alert.areas.first == "Stewart")
    }

    @Test("an empty answer is no alerts")
    func empty() throws {
        #expect(try alerts("weather.gov_alerts-active-point-44.9869_-93.2926-empty").isEmpty)
    }

    @Test("the keep-alive message reads as a test, with no headline, onset or end")
    func keepAlive() throws {
        let alert = try #require(try target.decode(payload("truewire-weather-gov_alerts-active-area-MD-keepalive-test-envelope")).first)
        #expect(alert.status == .test && alert.event == "Test Message")
        #expect(alert.headline == nil && alert.onset == nil && alert.ends == nil)
        #expect(alert.expires == Instant(secondsSince1970: 1_790_751_789))
        #expect(alert.link == "http://www.weather.gov")
    }

    @Test("missing fields are unknown; a cancellation is marked; a script address is no link")
    func missingFields() throws {
        let body = #"{"features":[{"properties":{"messageType":"Cancel","web":"javascript:alert(1)","onset":null}}, {}]}"#
        let alerts = try target.decode(Data(body.utf8))
        #expect(alerts.count == 2)
        #expect(alerts[0].isCancellation && alerts[0].link == nil && alerts[0].severity == .unknown && alerts[0].event == "Alert")
        #expect(alerts[1].status == .actual && alerts[1].areas.isEmpty)
    }

    @Test("10 000 features decode; a value of the wrong type is a shape error")
    func manyAndWrong() throws {
        let feature = #"{"properties":{"event":"Flood Warning","severity":"Severe"}}"#
        let body = #"{"features":["# + Array(repeating: feature, count: 10_000).joined(separator: ",") + "]}"
        #expect(try target.decode(Data(body.utf8)).count == 10_000)
        #expect(throws: JSONShapeError.self) { try target.decode(Data(#"{"features":[{"properties":{"severity":4}}]}"#.utf8)) }
    }
}
