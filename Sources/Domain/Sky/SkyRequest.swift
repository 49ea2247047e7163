/// What the Sun's or the Moon's days are asked for: where, from which date (today at the place when `nil`), how many days, and the
/// zone for a bare coordinate (UTC when `nil`; a named place uses its own).
public struct SkyRequest: Sendable, Hashable {
    /// The most days one request may cover.
    public static let maximumDays = 366

    /// Where.
    public let location: ForecastLocation
    /// The first date, local to the place; today there when `nil`.
    public let date: LocalDate?
    /// How many days, from 1 to ``maximumDays``.
    public let days: Int
    /// An IANA zone to read a bare coordinate's times in.
    public let timeZoneIdentifier: String?

    /// Makes a request; it is validated when used.
    public init(location: ForecastLocation, date: LocalDate? = nil, days: Int = 1, timeZoneIdentifier: String? = nil) {
        self.location = location
        self.date = date
        self.days = days
        self.timeZoneIdentifier = timeZoneIdentifier
    }
}
