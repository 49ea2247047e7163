import Foundation

/// Where an alert is, as the aggregator indexes it: one or more latitude–longitude boxes (two for an area across
/// ±180°, one each side), which an asked box finds when they intersect, edges included.
struct CAPFootprint: Sendable {
    /// One box: its latitudes and longitudes, in degrees, west to east without crossing ±180°.
    struct Box: Sendable {
        /// South to north.
        let latitudes: ClosedRange<Double>
        /// West to east.
        let longitudes: ClosedRange<Double>
    }

    /// The boxes.
    let boxes: [Box]

    /// The box `latitudes` × `longitudes`: a document's polygons' extremes, or the area its region codes name.
    static func box(_ latitudes: ClosedRange<Double>, _ longitudes: ClosedRange<Double>) -> CAPFootprint {
        CAPFootprint(boxes: [Box(latitudes: latitudes, longitudes: longitudes)])
    }

    /// The box a CAP circle fits in (`kilometres` around its centre, on a sphere of 6371 km).
    static func circle(latitude: Double, longitude: Double, kilometres: Double) -> CAPFootprint {
        let degrees = kilometres / (6371 * .pi / 180)
        let east = degrees / cos(latitude * .pi / 180)
        return box((latitude - degrees)...(latitude + degrees), (longitude - east)...(longitude + east))
    }

    /// A box 0.1° wide around a point.
    static func around(_ point: (latitude: Double, longitude: Double)) -> CAPFootprint {
        box((point.latitude - 0.05)...(point.latitude + 0.05), (point.longitude - 0.05)...(point.longitude + 0.05))
    }

    /// A box from `west` eastwards across ±180° to `east`, kept as two boxes, one each side.
    static func acrossTheAntimeridian(_ latitudes: ClosedRange<Double>, west: Double, east: Double) -> CAPFootprint {
        CAPFootprint(boxes: [Box(latitudes: latitudes, longitudes: west...180), Box(latitudes: latitudes, longitudes: -180...east)])
    }

    /// Whether any of its boxes meets the asked box.
    func intersects(_ asked: Box) -> Bool {
        boxes.contains { $0.latitudes.overlaps(asked.latitudes) && $0.longitudes.overlaps(asked.longitudes) }
    }
}
