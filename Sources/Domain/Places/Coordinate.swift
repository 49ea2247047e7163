/// A point on Earth in decimal degrees, checked to be in range when it is made.
///
/// Latitude runs from −90 (south pole) to 90 (north pole); longitude from −180 to 180, east positive.
public struct Coordinate: Sendable, Hashable {
    /// Degrees north of the equator (negative south), in −90…90.
    public let latitude: Double
    /// Degrees east of Greenwich (negative west), in −180…180.
    public let longitude: Double

    /// The latitudes a coordinate accepts.
    public static let latitudeRange: ClosedRange<Double> = -90...90
    /// The longitudes a coordinate accepts.
    public static let longitudeRange: ClosedRange<Double> = -180...180

    /// Makes a coordinate, rejecting values out of range or not finite.
    /// - Throws: ``ForecastError/outOfRange(_:)`` naming the value at fault.
    public init(latitude: Double, longitude: Double) throws(ForecastError) {
        try OutOfRange.check(latitude, Self.latitudeRange, .latitude)
        try OutOfRange.check(longitude, Self.longitudeRange, .longitude)
        self.latitude = latitude
        self.longitude = longitude
    }
}

extension Coordinate {
    /// The coordinate for people, to four decimals (about 11 m) with hemispheres: "51.5085°N, 0.1257°W".
    public var formatted: String {
        "\(Self.degrees(latitude, positive: "N", negative: "S")), \(Self.degrees(longitude, positive: "E", negative: "W"))"
    }

    private static func degrees(_ value: Double, positive: String, negative: String) -> String {
        let tenThousandths = Int((abs(value) * 10_000).rounded())
        let hemisphere = value < 0 && tenThousandths != 0 ? negative : positive
        let fraction = String(tenThousandths % 10_000)
        return "\(tenThousandths / 10_000).\(String(repeating: "0", count: 4 - fraction.count))\(fraction)°\(hemisphere)"
    }
}
