internal import Domain

/// HTTP's dates (RFC 9110 §5.6.7), as servers send them in `Date`, `Expires`, `Last-Modified` and `Retry-After`.
enum HTTPDate {
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// The instant an IMF-fixdate ("Sun, 06 Nov 1994 08:49:37 GMT") names, or `nil` for any other text.
    static func instant(from text: String) -> Instant? {
        let parts = text.trimmedForHTTP.split(separator: " ")
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
