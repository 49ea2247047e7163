import Domain
import Testing

@Suite("Place query")
struct PlaceQueryTests {
    @Test("splits the name from its qualifiers and trims both")
    func parsesQualifiers() throws {
        let query = try PlaceQuery("  London ,  Ontario, CA ")
        #expect(query.name == "London")
        #expect(query.qualifiers == ["Ontario", "CA"])
        #expect(query.text == "London ,  Ontario, CA")
    }

    @Test("rejects an empty name", arguments: ["", "   ", ", GB"])
    func rejectsEmpty(text: String) {
        #expect(throws: ForecastError.invalidInput(reason: "the place name is empty")) { try PlaceQuery(text) }
    }

    @Test("rejects an over-long query, 10 KB included")
    func rejectsLong() {
        for length in [201, 10_240] {
            #expect(throws: ForecastError.invalidInput(reason: "the place name is longer than 200 characters")) {
                try PlaceQuery(String(repeating: "a", count: length))
            }
        }
    }

    @Test("rejects control and invisible formatting characters in a name", arguments: [
        "Lon\ndon", "London\r\nX-Evil: 1", "Lon\u{1B}[31mdon", "Lon\u{0}don", "Lon\u{202E}don", "Lon\u{2028}don", "Lon\u{9B}don",
    ])
    func rejectsControls(text: String) {
        #expect(throws: ForecastError.invalidInput(reason: "the place name contains a control or formatting character (a line break, tab, escape…)")) {
            try PlaceQuery(text)
        }
    }

    @Test("keeps the zero-width joiners that Persian and Indic names are spelt with")
    func keepsJoiners() throws {
        #expect(try PlaceQuery("می\u{200C}خواهم").name == "می\u{200C}خواهم")
    }

    @Test("qualifiers people type match the place", arguments: [
        ("London, gb", Sample.london), ("London, united kingdom", Sample.london), ("London, UK", Sample.london),
        ("London, GBR", Sample.london), ("London, Britain", Sample.london), ("London, Ontario, CA", Sample.londonOntario),
        ("London, ON", Sample.londonOntario), ("London, CAN", Sample.londonOntario), ("London, USA", Sample.londonOhio),
        ("London, OH", Sample.londonOhio), ("London, OH, US", Sample.londonOhio), ("London", Sample.london),
        ("Hollywood, CA", Sample.hollywoodCalifornia), ("Hollywood, CA", Sample.hollywoodCanada),
    ])
    func matchesQualifiers(text: String, place: Place) throws {
        #expect(try PlaceQuery(text).match(place) != nil)
    }

    @Test("qualifiers that name another place do not match", arguments: [
        ("London, CA", Sample.london), ("London, USA", Sample.london), ("London, ON", Sample.londonOhio),
        ("London, OH", Sample.londonOntario), ("London, Texas", Sample.londonOhio), ("London, XYZ", Sample.london),
    ])
    func refusesQualifiers(text: String, place: Place) throws {
        #expect(try PlaceQuery(text).match(place) == nil)
    }

    @Test("a region match ranks above a country match, an exact name above a prefix")
    func ranking() throws {
        let query = try PlaceQuery("Hollywood, CA")
        let california = try #require(query.match(Sample.hollywoodCalifornia))
        let canada = try #require(query.match(Sample.hollywoodCanada))
        #expect(california > canada)
        #expect(try #require(PlaceQuery("London").match(Sample.london)) > #require(PlaceQuery("London").match(Sample.londonderry)))
    }

    @Test("--country takes alpha-2, alpha-3 and common names, and narrows to that country")
    func country() throws {
        #expect(try PlaceQuery("London", country: "ca").countryCode == "CA")
        #expect(try PlaceQuery("London", country: "GBR").countryCode == "GB")
        #expect(try PlaceQuery("London", country: "UK").countryCode == "GB")
        #expect(try PlaceQuery("London", country: "USA").text == "London, US")
        #expect(try PlaceQuery("London", country: "CA").match(Sample.london) == nil)
        #expect(throws: ForecastError.self) { try PlaceQuery("London", country: "Narnia") }
        #expect(throws: ForecastError.self) { try PlaceQuery("London", country: "ZZ") }
    }
}
