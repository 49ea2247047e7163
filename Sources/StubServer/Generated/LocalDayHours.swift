import Foundation

/// A local date's hours on a zone's clock, from its midnight to the next (23 or 25 on a day the clocks change), for
/// the daily answers made from generated hours.
struct LocalDayHours {
    /// When the date begins.
    let midnight: Date
    /// The start of each of its hours.
    let hours: [Date]

    /// `count` dates from the one `now` falls on, on `zone`'s clock.
    static func days(_ count: Int, from now: Date, in zone: TimeZone) -> [LocalDayHours] {
        let calendar = Calendar.gregorian(in: zone)
        let today = calendar.startOfDay(for: now)
        let midnights = (0...max(count, 0)).compactMap { calendar.date(byAdding: .day, value: $0, to: today) }
        return zip(midnights, midnights.dropFirst()).map { start, end in
            LocalDayHours(
                midnight: start,
                hours: stride(from: start.timeIntervalSince1970, to: end.timeIntervalSince1970, by: 3600).map(Date.init(timeIntervalSince1970:))
            )
        }
    }
}
