import Domain
import ForecastSettings
import ServingCore
import Testing

struct PlaceNameTests {
    let settings = Settings(environment: [:], file: nil, providers: [])

    @Test func aNameACoordinateAndAnAliasAreRead() throws {
        #expect(try PlaceName.location("London,GB", settings: settings) == .place(try PlaceQuery("London,GB")))
        #expect(try PlaceName.location(" 51.5 , -0.13 ", settings: settings) == .coordinate(try Coordinate(latitude: 51.5, longitude: -0.13)))
        #expect(try PlaceName.location("1e3,5", settings: settings) == .place(try PlaceQuery("1e3,5")))
    }

    @Test func directionMarksAreRemovedRatherThanRefused() throws {
        #expect(try PlaceName.checked("\u{200F}London\u{200E}") == "London")
    }

    @Test(arguments: [
        ("Lon\u{0}don", "the place name contains a control character"),
        ("Lon\u{1B}[2Jdon", "the place name contains a control character"),
        (String(repeating: "é", count: 201), "the place name is longer than 200 characters"),
        ("a" + String(repeating: "\u{301}", count: 100_000), "the place name is longer than 200 characters"),
        ("<script>", "the place name contains < or >"),
        ("  \u{200E} ", "the place name is empty"),
    ])
    func whatCannotBeAPlaceNameIsRefusedSayingWhy(text: String, reason: String) {
        #expect(throws: InputRefusal(reason)) { try PlaceName.checked(text) }
    }

    @Test func aCoordinateOffTheGlobeIsRefusedWithTheCoresMessage() {
        #expect(throws: InputRefusal.self) { try PlaceName.location("91,0", settings: settings) }
    }
}
