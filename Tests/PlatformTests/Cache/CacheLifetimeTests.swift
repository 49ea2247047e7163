import Domain
@testable import Platform
import Testing

@Suite("How long an answer says it stays fresh")
struct CacheLifetimeTests {
    let now = Instant(secondsSince1970: 1_795_000_000)

    func lifetime(_ headers: [String: String]) -> CacheLifetime {
        CacheLifetime(headers: headers, now: now)
    }

    @Test("max-age wins over Expires, less Age; no-cache is zero; no-store forbids storing")
    func cacheControl() {
        #expect(lifetime(["cache-control": "public, max-age=900", "expires": "Thu, 01 Jan 1970 00:00:00 GMT"]).seconds == 900)
        #expect(lifetime(["cache-control": "max-age=900", "age": "100"]).seconds == 800)
        #expect(lifetime(["cache-control": "max-age=\"60\""]).seconds == 60)
        #expect(lifetime(["cache-control": "no-cache, max-age=900"]).seconds == 0)
        #expect(lifetime(["cache-control": "no-store"]).isStorable == false)
        #expect(lifetime([:]).isStorable && lifetime([:]).seconds == nil)
    }

    @Test("Expires counts from the answer's Date; one that cannot be read means already expired")
    func expires() {
        let dated = lifetime(["date": "Sun, 22 Nov 2026 12:00:00 GMT", "expires": "Sun, 22 Nov 2026 12:30:00 GMT"])
        #expect(dated.seconds == 1800)
        #expect(lifetime(["expires": "0"]).seconds == 0)
        #expect(lifetime(["expires": "Sun, 22 Nov 2026 12:30:00 GMT", "date": "Mon, 23 Nov 2026 12:00:00 GMT"]).seconds == 0)
    }

    @Test("absurd or malformed max-age values are clamped or ignored", arguments: [
        ("max-age=99999999999999999999", 31_536_000), ("max-age=-5", nil), ("max-age=", nil), ("max-age=1e9", nil),
    ] as [(String, Int?)])
    func absurd(header: String, seconds: Int?) {
        #expect(lifetime(["cache-control": header]).seconds == seconds)
    }
}
