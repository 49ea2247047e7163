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

    @Test("rejects an over-long query")
    func rejectsLong() {
        #expect(throws: ForecastError.self) { try PlaceQuery(String(repeating: "a", count: 201)) }
    }

    @Test("qualifiers match country code, country or region, ignoring case")
    func matchesQualifiers() throws {
        #expect(try PlaceQuery("London, gb").isSatisfied(by: Sample.london))
        #expect(try PlaceQuery("London, united kingdom").isSatisfied(by: Sample.london))
        #expect(try PlaceQuery("London, Ontario, CA").isSatisfied(by: Sample.londonOntario))
        #expect(try !PlaceQuery("London, CA").isSatisfied(by: Sample.london))
        #expect(try PlaceQuery("London").isSatisfied(by: Sample.london))
    }
}
