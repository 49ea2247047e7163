import Domain
import Foundation

/// The Sun's rise and set at a coordinate on a local date, for the answers made for the place: Domain's
/// ``SunCalculator`` (NOAA's method), on the zone's clock.
struct SunTimes {
    /// When the Sun rises, or `nil` on a polar day or night.
    let sunrise: Date?
    /// When it sets, or `nil` on a polar day or night.
    let sunset: Date?

    /// The Sun on the local date that starts at `midnight` on `zone`'s clock, at the coordinate; `nil` for a coordinate
    /// off the globe.
    init?(on midnight: Date, in zone: TimeZone, latitude: Double, longitude: Double) {
        let parts = Calendar.gregorian(in: zone).dateComponents([.year, .month, .day], from: midnight)
        guard let year = parts.year, let month = parts.month, let day = parts.day,
              let date = LocalDate(year: year, month: month, day: day),
              let coordinate = try? Coordinate(latitude: latitude, longitude: longitude) else { return nil }
        let sun = SunCalculator.day(date, at: coordinate) { zone.secondsFromGMT(for: Date(timeIntervalSince1970: $0.secondsSince1970)) }
        sunrise = sun.sunrise.map { Date(timeIntervalSince1970: $0.secondsSince1970) }
        sunset = sun.sunset.map { Date(timeIntervalSince1970: $0.secondsSince1970) }
    }
}
