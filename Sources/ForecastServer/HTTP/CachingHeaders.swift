import Domain

/// The headers that let any HTTP cache in front (nginx, Varnish, a CDN, a browser) keep an answer for as long as the
/// answers it was made from stay fresh: `Age` (how old the oldest of them is) and `Cache-Control: max-age` (that age
/// plus the freshness left, since a cache counts an answer's age against its max-age), an `ETag` of the body, and
/// `Vary` on what changes it.
enum CachingHeaders {
    /// How long an answer with no service's answer in it (the Sun and Moon, computed) may be kept.
    static let computedLifetimeSeconds = 600

    /// What changes a body besides its URL.
    static let vary = "Accept, Accept-Language"

    /// The headers of a successful answer made from answers as fresh as `freshness` says, at `now`, with `body`.
    static func headers(freshness: [AnswerFreshness], now: Instant, body: [UInt8]) -> [(name: String, value: String)] {
        let age = self.age(freshness, now: now), left = freshnessLeft(freshness, now: now)
        var headers = [("Cache-Control", "public, max-age=\(left > 0 ? age + left : 0)"), ("ETag", etag(of: body)), ("Vary", vary)]
        if age > 0 { headers.append(("Age", String(age))) }
        return headers
    }

    /// How old the oldest of the answers is, in whole seconds.
    static func age(_ freshness: [AnswerFreshness], now: Instant) -> Int {
        let oldest = freshness.map(\.fetchedAt.secondsSince1970).min() ?? now.secondsSince1970
        return max(0, Int((now.secondsSince1970 - oldest).rounded(.down)))
    }

    /// The seconds until the first of the answers stops being fresh; 0 when one is stale or not kept at all.
    static func freshnessLeft(_ freshness: [AnswerFreshness], now: Instant) -> Int {
        guard !freshness.isEmpty else { return computedLifetimeSeconds }
        var until = Double.infinity
        for answer in freshness {
            guard !answer.isStale, let freshUntil = answer.freshUntil else { return 0 }
            until = min(until, freshUntil.secondsSince1970)
        }
        return max(0, Int((until - now.secondsSince1970).rounded(.down)))
    }

    /// A strong validator of `body`: its 64-bit FNV-1a hash, quoted.
    static func etag(of body: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in body {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return "\"" + String(repeating: "0", count: 16 - hex.count) + hex + "\""
    }

    /// Whether `ifNoneMatch` (a request's `If-None-Match`) names `etag`: `*`, or the tag, weak or strong.
    static func matches(_ ifNoneMatch: String?, etag: String) -> Bool {
        guard let ifNoneMatch else { return false }
        return ifNoneMatch.split(separator: ",").contains { tag in
            let trimmed = tag.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
            let value = String(trimmed)
            return value == "*" || value == etag || value == "W/" + etag
        }
    }
}
