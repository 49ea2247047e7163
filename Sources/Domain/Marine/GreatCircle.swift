/// Distances and bearings on a sphere of the Earth's mean radius: what "sea 4 km W of Biarritz" is measured with.
public enum GreatCircle {
    /// The Earth's mean radius, in kilometres (IUGG).
    public static let earthRadius = 6_371.0088

    /// The distance from `start` to `end` along the great circle, in kilometres (the haversine formula).
    public static func distance(from start: Coordinate, to end: Coordinate) -> Double {
        let (lat1, lat2) = (radians(start.latitude), radians(end.latitude))
        let dLat = lat2 - lat1, dLon = radians(end.longitude - start.longitude)
        let sinLat = Trigonometry.sin(dLat / 2), sinLon = Trigonometry.sin(dLon / 2)
        let a = sinLat * sinLat + Trigonometry.cos(lat1) * Trigonometry.cos(lat2) * sinLon * sinLon
        return 2 * earthRadius * Trigonometry.atan2(a.squareRoot(), max(0, 1 - a).squareRoot())
    }

    /// The initial bearing from `start` towards `end`, in degrees clockwise from north, 0 up to 360.
    public static func bearing(from start: Coordinate, to end: Coordinate) -> Double {
        let (lat1, lat2) = (radians(start.latitude), radians(end.latitude))
        let dLon = radians(end.longitude - start.longitude)
        let y = Trigonometry.sin(dLon) * Trigonometry.cos(lat2)
        let x = Trigonometry.cos(lat1) * Trigonometry.sin(lat2) - Trigonometry.sin(lat1) * Trigonometry.cos(lat2) * Trigonometry.cos(dLon)
        let degrees = Trigonometry.atan2(y, x) * 180 / .pi
        return degrees < 0 ? degrees + 360 : degrees
    }

    /// The point `kilometres` from `start` along the great circle leaving it at `bearing` degrees; `nil` past a pole.
    public static func destination(from start: Coordinate, bearing: Double, kilometres: Double) -> Coordinate? {
        let lat1 = radians(start.latitude), lon1 = radians(start.longitude), angle = kilometres / earthRadius, heading = radians(bearing)
        let lat2 = Trigonometry.asin(Trigonometry.sin(lat1) * Trigonometry.cos(angle) + Trigonometry.cos(lat1) * Trigonometry.sin(angle) * Trigonometry.cos(heading))
        let lon2 = lon1 + Trigonometry.atan2(
            Trigonometry.sin(heading) * Trigonometry.sin(angle) * Trigonometry.cos(lat1), Trigonometry.cos(angle) - Trigonometry.sin(lat1) * Trigonometry.sin(lat2)
        )
        var longitude = lon2 * 180 / .pi
        while longitude > 180 { longitude -= 360 }
        while longitude < -180 { longitude += 360 }
        return try? Coordinate(latitude: lat2 * 180 / .pi, longitude: longitude)
    }

    private static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
}
