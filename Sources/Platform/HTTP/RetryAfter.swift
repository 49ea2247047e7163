internal import Domain

/// The wait an HTTP `Retry-After` header asks for (RFC 9110 §10.2.3): delay-seconds, or an HTTP-date
/// ("Sun, 06 Nov 1994 08:49:37 GMT") counted from now. Anything else is no request to wait.
enum RetryAfter {
    /// The longest wait believed: a day. A larger one is a broken header, not advice.
    static let maximumSeconds = 86_400

    /// The wait in whole seconds, from 0 to ``maximumSeconds``, or `nil` when `value` is missing or unreadable.
    static func seconds(in value: String?, now: Instant) -> Int? {
        guard let value = value?.trimmedForHTTP, !value.isEmpty else { return nil }
        if value.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
            return value.count > 6 ? maximumSeconds : min(Int(value) ?? maximumSeconds, maximumSeconds)
        }
        guard let date = HTTPDate.instant(from: value) else { return nil }
        let wait = (date.secondsSince1970 - now.secondsSince1970).rounded(.up)
        return Int(min(max(wait, 0), Double(maximumSeconds)))
    }
}
