internal import Domain

/// How long a response stays fresh by its own headers (RFC 9111 §4.2.1): `Cache-Control: max-age`, else `Expires`
/// less `Date`, less any `Age`; and whether it may be stored at all.
struct CacheLifetime: Sendable, Hashable {
    /// Whether the response may be stored (`no-store` says not).
    let isStorable: Bool
    /// The lifetime the response gives itself, `nil` when it says nothing; `no-cache` is zero (revalidate each time).
    let seconds: Int?

    /// Reads a response's headers (names lower-cased) at `now`.
    init(headers: [String: String], now: Instant) {
        let directives = (headers["cache-control"] ?? "").lowercased().split(separator: ",").map { $0.trimmedForHTTP }
        isStorable = !directives.contains("no-store")
        let age = headers["age"].flatMap { Int($0.trimmedForHTTP) }.map { max(0, $0) } ?? 0
        if directives.contains("no-cache") {
            seconds = 0
        } else if let maxAge = directives.lazy.compactMap(Self.maxAge).first {
            seconds = max(0, maxAge - age)
        } else if let expires = headers["expires"] {
            // An Expires that cannot be read means "already expired" (RFC 9111 §5.3).
            let issued = headers["date"].flatMap(HTTPDate.instant(from:)) ?? now
            let lifetime = HTTPDate.instant(from: expires).map { Int(($0.secondsSince1970 - issued.secondsSince1970).rounded(.down)) } ?? 0
            seconds = max(0, lifetime - age)
        } else {
            seconds = nil
        }
    }

    /// The seconds in a `max-age=N` directive; an absurd number is clamped to a year.
    private static func maxAge(_ directive: String) -> Int? {
        guard directive.hasPrefix("max-age=") else { return nil }
        let digits = directive.dropFirst("max-age=".count).trimmingCharacters(in: "\"")
        guard !digits.isEmpty, digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return digits.count > 8 ? 31_536_000 : min(Int(digits) ?? 0, 31_536_000)
    }
}

private extension Substring {
    func trimmingCharacters(in quote: Character) -> Substring {
        var text = self
        while text.first == quote { text.removeFirst() }
        while text.last == quote { text.removeLast() }
        return text
    }
}
