/// The boxes to ask a warning aggregator about for a place: a small box around it, in two parts where it would cross
/// the antimeridian, since such an aggregator takes no box that does.
public enum AlertSearchBox {
    /// The margin every box keeps at least, in degrees (about 11 m), so that no box is a line or a point: an
    /// aggregator refuses a box whose edges meet.
    public static let smallestMargin = 0.0001

    /// The boxes reaching `marginDegrees` (at least ``smallestMargin``, and well under 180) on each side of `point`.
    ///
    /// One box normally; two where it would cross ±180°, split there: the part on the point's side first (lon 179.98
    /// gives 179.93…180 and −180…−179.97). Latitudes stop at the poles.
    public static func boxes(around point: Coordinate, marginDegrees: Double = 0.05) -> [CoordinateBox] {
        let margin = max(marginDegrees, smallestMargin)
        let latitudes = max(point.latitude - margin, -90)...min(point.latitude + margin, 90)
        let (west, east) = (point.longitude - margin, point.longitude + margin)
        let spans = if west < -180 { [-180...east, (west + 360)...180] }
            else if east > 180 { [west...180, -180...(east - 360)] }
            else { [west...east] }
        return spans.map { CoordinateBox(latitudes: latitudes, longitudes: $0) }
    }
}
