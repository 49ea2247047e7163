/// Where to look for the sea around a place whose own cell of the marine model may be land: the place itself, then
/// rings at ``distances`` in the eight compass directions, nearest first, asked of the model in one request.
public enum SeaSearch {
    /// The rings' distances from the place, in kilometres: the farthest is how far the sea is looked for.
    public static let distances: [Double] = [5, 10, 20, 30, 50]
    /// How far from the place the sea is looked for, in kilometres.
    public static var limitKilometres: Double { distances.last ?? 0 }
    /// The directions of each ring, in degrees: north, north-east, … north-west.
    static let bearings: [Double] = [0, 45, 90, 135, 180, 225, 270, 315]

    /// The points asked, nearest first: the place, then each ring's points.
    public static func candidates(around place: Coordinate) -> [Coordinate] {
        [place] + distances.flatMap { distance in bearings.compactMap { GreatCircle.destination(from: place, bearing: $0, kilometres: distance) } }
    }
}
