/// A circle that a warning applies inside: a CAP `<circle>`, a centre and a radius along the Earth's surface.
public struct AlertCircle: Sendable, Hashable {
    /// The circle's centre.
    public let centre: Coordinate
    /// Its radius along the surface, in kilometres (0 or more).
    public let radiusKilometres: Double

    /// Makes a circle; `nil` for a radius that is negative or not finite.
    public init?(centre: Coordinate, radiusKilometres: Double) {
        guard radiusKilometres.isFinite, radiusKilometres >= 0 else { return nil }
        self.centre = centre
        self.radiusKilometres = radiusKilometres
    }

    /// Whether `point` is inside the circle or on its edge, by the great-circle distance from the centre.
    public func contains(_ point: Coordinate) -> Bool {
        GreatCircle.distance(from: centre, to: point) <= radiusKilometres
    }
}
