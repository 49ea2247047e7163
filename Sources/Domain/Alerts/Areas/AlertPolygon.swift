/// A closed ring of coordinates that a warning applies inside: a CAP `<polygon>`.
///
/// The ring is kept closed (its last point equals its first): a ring given open is closed by repeating its first point,
/// since CAP asks for closed rings and some senders forget the last pair. A ring of fewer than three distinct points
/// encloses nothing and is refused. A ring that crosses the antimeridian (one longitude to the next jumps by more than
/// 180°) is read as the short way round: its longitudes are unwrapped into one continuous range beyond ±180 when
/// made, and a point is tested at its longitude and at that longitude ± 360°. A ring that winds around a pole is
/// not recognised as such (no CAP feed draws one); it is tested as drawn.
public struct AlertPolygon: Sendable, Hashable {
    /// The ring's points, closed: the last equals the first.
    public let ring: [Coordinate]
    /// The ring's longitudes made continuous across the antimeridian, one for each point of ``ring``.
    private let unwrappedLongitudes: [Double]
    /// The ring's southernmost and northernmost latitudes, for a quick refusal.
    private let latitudeBounds: ClosedRange<Double>
    /// The ring's westernmost and easternmost unwrapped longitudes, for a quick refusal.
    private let longitudeBounds: ClosedRange<Double>

    /// How far from an edge, in degrees (about 0.1 mm), a point still counts as on it: room for the rounding of a
    /// slanted edge's arithmetic (a point exactly on a horizontal or vertical edge is found without any rounding).
    public static let edgeTolerance = 1e-9

    /// Makes a polygon from a ring, closing it when it is open.
    ///
    /// Returns `nil` when the ring has fewer than three distinct points.
    public init?(ring: [Coordinate]) {
        guard let first = ring.first, let second = ring.first(where: { $0 != first }),
              ring.contains(where: { $0 != first && $0 != second })
        else { return nil }
        let closed = ring.last == first ? ring : ring + [first]
        let longitudes = Self.unwrap(closed.map(\.longitude))
        self.ring = closed
        unwrappedLongitudes = longitudes
        latitudeBounds = Self.bounds(closed.map(\.latitude))
        longitudeBounds = Self.bounds(longitudes)
    }

    /// Whether `point` is inside the ring or on its edge (a vertex included), by the even-odd rule.
    ///
    /// O(n) in the ring's points and allocation-free; a point outside the ring's bounding box is refused at once.
    public func contains(_ point: Coordinate) -> Bool {
        contains(latitude: point.latitude, longitude: point.longitude)
            || contains(latitude: point.latitude, longitude: point.longitude + 360)
            || contains(latitude: point.latitude, longitude: point.longitude - 360)
    }

    /// Whether the point at `latitude` and the unwrapped `longitude` is inside or on the ring.
    private func contains(latitude y: Double, longitude x: Double) -> Bool {
        let tolerance = Self.edgeTolerance
        guard latitudeBounds.lowerBound - tolerance <= y, y <= latitudeBounds.upperBound + tolerance,
              longitudeBounds.lowerBound - tolerance <= x, x <= longitudeBounds.upperBound + tolerance
        else { return false }
        var isInside = false
        for index in 1..<ring.count {
            let (ax, ay) = (unwrappedLongitudes[index - 1], ring[index - 1].latitude)
            let (bx, by) = (unwrappedLongitudes[index], ring[index].latitude)
            guard min(ay, by) - tolerance <= y, y <= max(ay, by) + tolerance else { continue }
            if Self.edge(from: (ax, ay), to: (bx, by), passesBy: (x, y)) { return true }
            if (ay > y) != (by > y), x < ax + (y - ay) * (bx - ax) / (by - ay) { isInside.toggle() }
        }
        return isInside
    }

    /// Whether the point `p` lies on the edge from `a` to `b`, within ``edgeTolerance``: inside the edge's box grown by
    /// the tolerance, and no further than the tolerance from its line.
    private static func edge(
        from a: (x: Double, y: Double), to b: (x: Double, y: Double), passesBy p: (x: Double, y: Double)
    ) -> Bool {
        guard min(a.x, b.x) - edgeTolerance <= p.x, p.x <= max(a.x, b.x) + edgeTolerance else { return false }
        let (dx, dy) = (b.x - a.x, b.y - a.y)
        let cross = dx * (p.y - a.y) - dy * (p.x - a.x)
        return abs(cross) <= edgeTolerance * (dx * dx + dy * dy).squareRoot()
    }

    /// The longitudes with every jump of more than 180° from one to the next taken the short way round, so that a
    /// ring over the antimeridian runs on past ±180 instead of across the whole map. Each longitude moves by a whole
    /// number of turns, so a ring that stays on one side keeps its longitudes exactly.
    private static func unwrap(_ longitudes: [Double]) -> [Double] {
        var shift = 0.0
        return longitudes.indices.map { index in
            if index > 0 {
                let step = longitudes[index] - longitudes[index - 1]
                if step > 180 { shift -= 360 } else if step < -180 { shift += 360 }
            }
            return longitudes[index] + shift
        }
    }

    /// The smallest and largest of `values` (not empty).
    private static func bounds(_ values: [Double]) -> ClosedRange<Double> {
        values.dropFirst().reduce(values[0]...values[0]) { min($0.lowerBound, $1)...max($0.upperBound, $1) }
    }
}
