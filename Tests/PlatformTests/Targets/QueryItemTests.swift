@testable import Platform
import Testing

@Suite("Query encoding")
struct QueryItemTests {
    @Test("percent-encodes everything outside the unreserved set, as UTF-8", arguments: [
        ("London", "London"),
        ("São Paulo", "S%C3%A3o%20Paulo"),
        ("Zürich", "Z%C3%BCrich"),
        ("Paris, TX", "Paris%2C%20TX"),
        ("A&B=C#D+E", "A%26B%3DC%23D%2BE"),
        ("東京", "%E6%9D%B1%E4%BA%AC"),
        ("a-b.c_d~e", "a-b.c_d~e"),
        ("50%/100?", "50%25%2F100%3F"),
    ])
    func encodes(text: String, expected: String) {
        #expect(QueryItem.percentEncoded(text) == expected)
    }

    @Test("writes plain decimals, never scientific notation")
    func plainDecimals() {
        #expect(51.50853.plainDecimal(maximumDecimals: 4) == "51.5085")
        #expect((-0.12574).plainDecimal(maximumDecimals: 4) == "-0.1257")
        #expect(0.00001.plainDecimal(maximumDecimals: 4) == "0")
        #expect((-0.00001).plainDecimal(maximumDecimals: 4) == "0")
        #expect(13.0.plainDecimal(maximumDecimals: 4) == "13")
        #expect((-180.0).plainDecimal(maximumDecimals: 4) == "-180")
        #expect(0.0005.plainDecimal(maximumDecimals: 4) == "0.0005")
    }
}
