import Testing

@testable import ForecastServer

@Suite("A request's query")
struct QueryParametersTests {
    @Test("named values and bare words are told apart; the last value of a name wins")
    func namesAndWords() throws {
        let query = try QueryParameters("lang=de&0m&color&lang=fr")
        #expect(query["lang"] == "fr")
        #expect(query.words == ["0m", "color"])
        #expect(query.has("color") && !query.has("days"))
    }

    @Test("a format keeps its + for the template to read; other values read + as a space")
    func formatPlus() throws {
        let query = try QueryParameters("format=%l:+%t&place=New+York")
        #expect(query["format"] == "%l:+%t")
        #expect(query["place"] == "New York")
    }

    @Test("more parameters than the bound is 400")
    func bounded() {
        let query = (0...QueryParameters.maximumCount).map { "p\($0)=1" }.joined(separator: "&")
        #expect(throws: Refusal.self) { try QueryParameters(query[...]) }
    }

    @Test("a value that is not UTF-8 is 400")
    func notText() {
        #expect { try QueryParameters("lang=%FF") } throws: { ($0 as? Refusal)?.status == 400 }
    }
}
