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
        guard let date = httpDate(value) else { return nil }
        let wait = (date.secondsSince1970 - now.secondsSince1970).rounded(.up)
        return Int(min(max(wait, 0), Double(maximumSeconds)))
    }

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// An IMF-fixdate, the form servers send.
    private static func httpDate(_ text: String) -> Instant? {
        let parts = text.split(separator: " ")
        guard parts.count == 6, parts[5] == "GMT", let month = months.firstIndex(of: String(parts[2])),
              let day = Int(parts[1]), let year = Int(parts[3]), (1970...9999).contains(year),
              let date = LocalDate(year: year, month: month + 1, day: day) else { return nil }
        let clock = parts[4].split(separator: ":").compactMap { Int($0) }
        guard clock.count == 3, (0..<24).contains(clock[0]), (0..<60).contains(clock[1]), (0...60).contains(clock[2]) else {
            return nil
        }
        let seconds = date.daysSinceEpoch * 86_400 + clock[0] * 3600 + clock[1] * 60 + clock[2]
        return Instant(secondsSince1970: Double(seconds))
    }
}
