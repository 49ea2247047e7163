/// Where the sea shown is, from the place asked: the model's cell, how far and which way.
public struct SeaPoint: Sendable, Hashable {
    /// The point the values are for: the centre of the model's cell, else the point asked.
    public let coordinate: Coordinate
    /// The great-circle distance from the place, in kilometres.
    public let distanceKilometres: Double
    /// The initial bearing from the place, in degrees clockwise from north (0 up to 360).
    public let bearing: Double
    /// Whether the place's own point had sea (no search around it was needed).
    public let isAtPlace: Bool

    /// Makes a sea point.
    public init(coordinate: Coordinate, distanceKilometres: Double, bearing: Double, isAtPlace: Bool) {
        self.coordinate = coordinate
        self.distanceKilometres = distanceKilometres
        self.bearing = bearing
        self.isAtPlace = isAtPlace
    }

    /// The point at `coordinate` as seen from `place`.
    public init(_ coordinate: Coordinate, from place: Coordinate, isAtPlace: Bool) {
        self.init(
            coordinate: coordinate, distanceKilometres: GreatCircle.distance(from: place, to: coordinate),
            bearing: GreatCircle.bearing(from: place, to: coordinate), isAtPlace: isAtPlace
        )
    }
}
