import Domain

/// Points and rings the area tests draw, written as CAP writes them: latitude first.
enum Shapes {
    /// The point at `latitude`, `longitude` (in range).
    static func point(_ latitude: Double, _ longitude: Double) -> Coordinate {
        try! Coordinate(latitude: latitude, longitude: longitude)
    }

    /// The polygon through `pairs` of latitude and longitude, as ``AlertPolygon/init(ring:)`` makes it.
    static func polygon(_ pairs: [(Double, Double)]) -> AlertPolygon? {
        AlertPolygon(ring: pairs.map { point($0.0, $0.1) })
    }

    /// A square from 0 to 10 in both directions, closed.
    static let square = polygon([(0, 0), (0, 10), (10, 10), (10, 0), (0, 0)])!

    /// A U open to the north: the square from 0 to 10 with the notch 3…7 east, 4…10 north cut out of its top, so
    /// (6, 5) lies in the notch, outside, between two arms that are inside.
    static let notched = polygon([(0, 0), (0, 10), (10, 10), (10, 7), (4, 7), (4, 3), (10, 3), (10, 0), (0, 0)])!

    /// A Fiji-like box over the antimeridian: latitudes −18…−16, longitudes 178 east round to 178 west.
    static let overTheAntimeridian = polygon([(-16, 178), (-16, -178), (-18, -178), (-18, 178), (-16, 178)])!
}
