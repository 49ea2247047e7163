import Foundation

/// Sunset by the textbook sunrise equation (the one Wikipedia's "Sunrise equation" article gives: mean anomaly,
/// equation of the centre, ecliptic longitude, declination, hour angle for the Sun's centre 0.833° below the
/// horizon). Coarser than the NOAA method Domain's `SunCalculator` uses (about a minute), and written separately from
/// it, so it can check the stub's sunsets independently.
enum SunsetReference {
    /// The sunset on the day whose local noon is near `noon`, at the coordinate; `nil` when the Sun does not set.
    static func sunset(near noon: Date, latitude: Double, longitude: Double) -> Date? {
        let radians = Double.pi / 180
        let julianDay = noon.timeIntervalSince1970 / 86_400 + 2_440_587.5
        let day = (julianDay - 2_451_545.0 + 0.0008).rounded()
        let meanSolarNoon = day - longitude / 360
        let anomaly = (357.5291 + 0.985_600_28 * meanSolarNoon).truncatingRemainder(dividingBy: 360)
        let centre = 1.9148 * sin(anomaly * radians) + 0.02 * sin(2 * anomaly * radians) + 0.0003 * sin(3 * anomaly * radians)
        let eclipticLongitude = (anomaly + centre + 180 + 102.9372).truncatingRemainder(dividingBy: 360)
        let transit = 2_451_545.0 + meanSolarNoon + 0.0053 * sin(anomaly * radians) - 0.0069 * sin(2 * eclipticLongitude * radians)
        let declination = asin(sin(eclipticLongitude * radians) * sin(23.4397 * radians))
        let cosHourAngle = (sin(-0.833 * radians) - sin(latitude * radians) * sin(declination))
            / (cos(latitude * radians) * cos(declination))
        guard (-1...1).contains(cosHourAngle) else { return nil }
        let set = transit + acos(cosHourAngle) / radians / 360
        return Date(timeIntervalSince1970: (set - 2_440_587.5) * 86_400)
    }
}
