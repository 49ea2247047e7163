import Domain
import ForecastSettings
import Testing

@testable import ForecastServer

@Suite("The place a path names")
struct PlacePathTests {
    let settings = Settings(environment: [:], file: nil, providers: [])

    @Test("a name, narrowed by country, with + or %20 as a space")
    func names() throws {
        #expect(try PlacePath.location("London,GB", settings: settings) == .place(try PlaceQuery("London,GB")))
        #expect(try PlacePath.location("New+York", settings: settings) == .place(try PlaceQuery("New York")))
        #expect(try PlacePath.location("S%C3%A3o%20Paulo", settings: settings) == .place(try PlaceQuery("São Paulo")))
    }

    @Test("two decimal numbers are a coordinate")
    func coordinate() throws {
        #expect(try PlacePath.location("51.5,-0.13", settings: settings) == .coordinate(try Coordinate(latitude: 51.5, longitude: -0.13)))
    }

    @Test("direction marks are removed, not refused: real Arabic and Hebrew input carries them")
    func directionMarks() throws {
        #expect(try PlacePath.location("%E2%80%8FLondon%E2%80%8E", settings: settings) == .place(try PlaceQuery("London")))
        #expect(try PlacePath.location("%E2%81%A7%D7%97%D7%99%D7%A4%D7%94%E2%81%A9", settings: settings) == .place(try PlaceQuery("חיפה")))
    }

    @Test(
        "what cannot be a place is refused before any lookup",
        arguments: ["%3Cscript%3E", "a%0Ab", "%1B%5B31m", "..", ".", "%2E%2E", "London%00", "%C0%AE", "a%2Fb", String(repeating: "a", count: 201)]
    )
    func refused(segment: String) {
        #expect { try PlacePath.location(segment[...], settings: settings) } throws: { ($0 as? Refusal)?.status == 400 }
    }

    @Test("a name of 200 characters is a place; an encoded one far longer is refused unread")
    func lengths() throws {
        #expect(throws: Never.self) { try PlacePath.location(String(repeating: "a", count: 200)[...], settings: settings) }
        #expect(throws: Refusal.self) { try PlacePath.location(String(repeating: "%C3%A3", count: 10_000)[...], settings: settings) }
    }

    @Test("an alias of the configuration file stands for its place")
    func alias() throws {
        let file = try ConfigFile(parsing: "[places]\nhome = \"Bergen, NO\"\n", path: "config.toml", providers: [])
        let settings = Settings(environment: [:], file: file, providers: [])
        #expect(try PlacePath.location("home", settings: settings) == .place(try PlaceQuery("Bergen, NO")))
    }
}
