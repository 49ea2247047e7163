import Domain
@testable import Platform
import Testing

@Suite("Retry-After")
struct RetryAfterTests {
    /// 2026-11-22T12:00:00Z.
    let now = Instant(secondsSince1970: 1_795_348_800)

    @Test("reads delay-seconds and IMF-fixdates, bounded to 0…1 day", arguments: [
        ("120", 120), ("0", 0), (" 45 ", 45), ("99999999999999999999", RetryAfter.maximumSeconds),
        ("Sun, 22 Nov 2026 12:02:30 GMT", 150), ("Sun, 22 Nov 2026 11:00:00 GMT", 0),
        ("Mon, 23 Nov 2026 12:00:00 GMT", 86_400), ("Tue, 01 Dec 2026 00:00:00 GMT", RetryAfter.maximumSeconds),
    ])
    func readable(value: String, seconds: Int) {
        #expect(RetryAfter.seconds(in: value, now: now) == seconds)
    }

    @Test("anything else is no wait at all", arguments: [
        "", "soon", "-5", "1.5", "Sun, 22 Nov 2026 25:00:00 GMT", "Sun, 31 Feb 2026 12:00:00 GMT",
        "Sunday, 22-Nov-26 12:02:30 GMT", "Sun, 22 Nov 2026 12:02:30 PST",
    ])
    func unreadable(value: String) {
        #expect(RetryAfter.seconds(in: value, now: now) == nil)
    }
}
