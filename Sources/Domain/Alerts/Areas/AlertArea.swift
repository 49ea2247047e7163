/// Where a warning applies: a CAP `<area>`, named, and drawn by polygons and circles, by region codes, or both.
public struct AlertArea: Sendable, Hashable {
    /// The area as the sender describes it (`areaDesc`), e.g. "Landkreis Kassel".
    public let name: String
    /// The rings it covers.
    public let polygons: [AlertPolygon]
    /// The circles it covers.
    public let circles: [AlertCircle]
    /// The regions it names by code.
    public let regionCodes: [AlertRegionCode]

    /// Makes an area.
    public init(name: String, polygons: [AlertPolygon] = [], circles: [AlertCircle] = [], regionCodes: [AlertRegionCode] = []) {
        self.name = name
        self.polygons = polygons
        self.circles = circles
        self.regionCodes = regionCodes
    }

    /// Whether the area is drawn by at least one polygon or circle; one that is not is given only by its name and
    /// region codes.
    public var hasShape: Bool { !polygons.isEmpty || !circles.isEmpty }

    /// Whether `point` is inside (or on the edge of) any of its polygons or circles; `false` for an area without a
    /// shape.
    public func contains(_ point: Coordinate) -> Bool {
        polygons.contains { $0.contains(point) } || circles.contains { $0.contains(point) }
    }
}
