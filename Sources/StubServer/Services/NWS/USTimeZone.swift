import Foundation

/// The US zone a point is most likely in, from its coordinate: Hawaii and Alaska by their boxes, then the mainland's
/// zones by longitude (Eastern east of 86.5° W, so that Nashville is Central and London, KY, Eastern; Central to
/// 101° W; Mountain to 114.5° W; Pacific beyond). For the answers made for the place; a guess, not the zone map.
enum USTimeZone {
    /// The zone's identifier for the point.
    static func identifier(latitude: Double, longitude: Double) -> String {
        if latitude < 23, longitude < -154 { return "Pacific/Honolulu" }
        if latitude > 51, longitude < -130 { return "America/Anchorage" }
        if longitude >= -86.5 { return "America/New_York" }
        if longitude >= -101 { return "America/Chicago" }
        if longitude >= -114.5 { return "America/Denver" }
        return "America/Los_Angeles"
    }

    /// The zone for the point.
    static func zone(latitude: Double, longitude: Double) -> TimeZone {
        TimeZone(identifier: identifier(latitude: latitude, longitude: longitude)) ?? .gmt
    }
}
