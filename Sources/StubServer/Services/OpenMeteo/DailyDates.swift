import Foundation

/// Moves a recorded daily answer's dates so that its first day is today where it is, as the real service's answers
/// always start: every `daily.time` date and every `YYYY-MM-DDTHH:MM` time in `daily` moves by the same whole number
/// of days.
enum DailyDates {
    /// `answer` with its days starting today in `zone` (the asked time zone, whose offset now replaces the recorded
    /// one, as the service would give it in summer time) or, without one, at the answer's `utc_offset_seconds`; the
    /// same bytes when they already do.
    static func movedToToday(_ answer: [UInt8], now: Date, zone: TimeZone? = nil) -> [UInt8] {
        guard var json = try? JSONSerialization.jsonObject(with: Data(answer)) as? [String: Any],
              var daily = json["daily"] as? [String: Any], let first = (daily["time"] as? [String])?.first,
              let recorded = day(first) else { return answer }
        let recordedOffset = json["utc_offset_seconds"] as? Int ?? 0
        let offset = zone?.secondsFromGMT(for: now) ?? recordedOffset
        let today = Int((now.timeIntervalSince1970 + Double(offset)) / 86_400)
        let shift = today - recorded
        guard shift != 0 || offset != recordedOffset else { return answer }
        json["utc_offset_seconds"] = offset
        for (key, value) in daily {
            guard let texts = value as? [Any] else { continue }
            daily[key] = texts.map { item in (item as? String).map { moved($0, by: shift) } ?? item }
        }
        json["daily"] = daily
        return Array((try? JSONSerialization.data(withJSONObject: json, options: [.withoutEscapingSlashes])) ?? Data(answer))
    }

    /// `2026-11-22` (or the date of `2026-11-22T07:31`) as days since 1970-01-01.
    static func day(_ text: String) -> Int? {
        let parts = text.prefix(10).split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        var components = DateComponents(year: parts[0], month: parts[1], day: parts[2])
        components.timeZone = TimeZone(identifier: "UTC")
        guard let date = Calendar(identifier: .gregorian).date(from: components) else { return nil }
        return Int((date.timeIntervalSince1970 / 86_400).rounded())
    }

    /// The text with its date moved by `days`; what is not a date is left as it is.
    private static func moved(_ text: String, by days: Int) -> String {
        guard let day = day(text) else { return text }
        return Self.text(day + days) + text.dropFirst(10)
    }

    /// Days since 1970-01-01 as `2026-11-22`.
    static func text(_ day: Int) -> String {
        let date = Date(timeIntervalSince1970: Double(day) * 86_400)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }
}
