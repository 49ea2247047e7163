import Domain
import Testing

@testable import ForecastServer

@Suite("Caching headers from the answers' freshness")
struct CachingHeadersTests {
    let now = Instant(secondsSince1970: 1_000_000)

    func fresh(fetched: Double, until: Double?) -> AnswerFreshness {
        AnswerFreshness(fetchedAt: Instant(secondsSince1970: fetched), freshUntil: until.map(Instant.init(secondsSince1970:)))
    }

    @Test("the freshness left is the least among the answers")
    func maxAge() {
        #expect(CachingHeaders.freshnessLeft([fresh(fetched: 999_900, until: 1_000_500), fresh(fetched: 1_000_000, until: 1_000_200)], now: now) == 200)
    }

    @Test("a stale answer, or one not kept, may not be kept downstream either")
    func notKept() {
        #expect(CachingHeaders.freshnessLeft([AnswerFreshness(fetchedAt: now, staleReason: "offline", freshUntil: nil)], now: now) == 0)
        #expect(CachingHeaders.freshnessLeft([fresh(fetched: 999_000, until: nil)], now: now) == 0)
        #expect(CachingHeaders.freshnessLeft([fresh(fetched: 999_000, until: 999_500)], now: now) == 0)
    }

    @Test("a computed answer (the Sun, the Moon) is kept ten minutes")
    func computed() {
        #expect(CachingHeaders.freshnessLeft([], now: now) == CachingHeaders.computedLifetimeSeconds)
    }

    @Test("Age tells how old the oldest answer is, and max-age counts it, as a cache subtracts it; a fresh one has none")
    func age() {
        let stored = CachingHeaders.headers(freshness: [fresh(fetched: 999_880, until: 1_000_300)], now: now, body: [])
        #expect(stored.first { $0.name == "Age" }?.value == "120")
        #expect(stored.first { $0.name == "Cache-Control" }?.value == "public, max-age=420", "120 s old with 300 s left")
        let later = CachingHeaders.headers(freshness: [fresh(fetched: 999_880, until: 1_000_300)], now: Instant(secondsSince1970: 1_000_100), body: [])
        #expect(later.first { $0.name == "Cache-Control" }?.value == "public, max-age=420" && later.first { $0.name == "Age" }?.value == "220")
        #expect(CachingHeaders.headers(freshness: [fresh(fetched: 1_000_000, until: 1_000_300)], now: now, body: []).allSatisfy { $0.name != "Age" })
    }

    @Test("the ETag is the body's, and If-None-Match matches it strong, weak or *")
    func etag() {
        let tag = CachingHeaders.etag(of: Array("London".utf8))
        #expect(tag == CachingHeaders.etag(of: Array("London".utf8)) && tag != CachingHeaders.etag(of: Array("Paris".utf8)))
        #expect(tag.count == 18 && tag.hasPrefix("\"") && tag.hasSuffix("\""))
        #expect(CachingHeaders.matches("\"0\", \(tag)", etag: tag) && CachingHeaders.matches("W/\(tag)", etag: tag) && CachingHeaders.matches("*", etag: tag))
        #expect(!CachingHeaders.matches("\"0\"", etag: tag) && !CachingHeaders.matches(nil, etag: tag))
    }
}
