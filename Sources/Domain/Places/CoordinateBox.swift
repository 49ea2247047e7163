/// A rectangle of latitude and longitude: the rough outline of where a service works, for a bare coordinate
/// whose country is not known.
public struct CoordinateBox: Sendable, Hashable {
    /// The southern and northern edges, in degrees.
    public let latitudes: ClosedRange<Double>
    /// The western and eastern edges, in degrees (west below east; no box crosses the antimeridian).
    public let longitudes: ClosedRange<Double>

    /// Makes a box.
    public init(latitudes: ClosedRange<Double>, longitudes: ClosedRange<Double>) {
        self.latitudes = latitudes
        self.longitudes = longitudes
    }

    /// Whether `coordinate` is inside, edges included.
    public func contains(_ coordinate: Coordinate) -> Bool {
        latitudes.contains(coordinate.latitude) && longitudes.contains(coordinate.longitude)
    }
}
