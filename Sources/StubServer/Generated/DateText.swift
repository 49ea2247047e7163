import Foundation

extension Date {
    /// The date written in a `DateFormatter` pattern on `zone`'s clock, in the POSIX locale (English names, the
    /// Gregorian calendar), as the services write their times: `yyyy-MM-dd'T'HH:mm:ssxxx`, `MMMM d 'at' h:mma zzz`.
    func written(_ pattern: String, in zone: TimeZone) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = zone
        formatter.dateFormat = pattern
        return formatter.string(from: self)
    }
}
