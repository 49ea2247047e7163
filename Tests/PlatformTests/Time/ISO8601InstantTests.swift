import Domain
@testable import Platform
import Testing

@Suite("Instants from ISO 8601 with an offset")
struct ISO8601InstantTests {
    @Test("Z, negative and positive offsets (values from Python's datetime.fromisoformat)", arguments: [
        ("2019-12-20T13:34:00-08:00", 1_576_877_640.0), ("2024-03-06T23:00:00+00:00", 1_709_766_000),
        ("2024-03-06T23:00:00Z", 1_709_766_000), ("2024-01-08T13:49:00+05:30", 1_704_701_940),
    ])
    func valid(text: String, seconds: Double) {
        #expect(Instant(iso8601: text) == Instant(secondsSince1970: seconds))
    }

    @Test("anything else is nil", arguments: [
        "date:now -1 hour", "2024-03-06T23:00:00", "2024-03-06T23:00+00:00", "2024-03-06T23:00:61Z", "2024-03-06T23:00:00+25:00",
        "2024-03-06T23:00:00+0100", "",
    ])
    func invalid(text: String) {
        #expect(Instant(iso8601: text) == nil)
    }
}
