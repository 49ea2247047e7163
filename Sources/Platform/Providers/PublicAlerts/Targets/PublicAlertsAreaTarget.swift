import FoundationEssentials
internal import Domain

/// The public alert server's `GET /alert/area?min_lat=&max_lat=&min_lon=&max_lon=`: the ids of the alerts whose areas
/// intersect a box (which may not cross the antimeridian), as a JSON array of strings.
struct PublicAlertsAreaTarget: RequestTarget {
    /// The most ids read from one answer: more than a small box around a place ever holds.
    static let maximumIDs = 200

    let baseURL: String
    let box: CoordinateBox

    var method: HTTPMethod { .get }
    var path: String { "/alert/area" }
    /// The box's edges to four decimals, each rounded outwards, so that the box asked holds the one meant.
    var queryItems: [QueryItem] {
        [
            QueryItem("min_lat", Self.outwards(box.latitudes.lowerBound, .down).plainDecimal(maximumDecimals: 4)),
            QueryItem("max_lat", Self.outwards(box.latitudes.upperBound, .up).plainDecimal(maximumDecimals: 4)),
            QueryItem("min_lon", Self.outwards(box.longitudes.lowerBound, .down).plainDecimal(maximumDecimals: 4)),
            QueryItem("max_lon", Self.outwards(box.longitudes.upperBound, .up).plainDecimal(maximumDecimals: 4)),
        ]
    }

    /// Whether `box` can be asked: the server refuses a box whose edges meet, as a sliver beside ±180° may once
    /// rounded (it then holds nothing the box on the other side does not).
    static func canAsk(_ box: CoordinateBox) -> Bool {
        outwards(box.latitudes.lowerBound, .down) < outwards(box.latitudes.upperBound, .up)
            && outwards(box.longitudes.lowerBound, .down) < outwards(box.longitudes.upperBound, .up)
    }

    /// `value` to four decimals, rounded in `direction`, within ±180.
    private static func outwards(_ value: Double, _ direction: FloatingPointRoundingRule) -> Double {
        min(180, max(-180, (value * 10_000).rounded(direction == .up ? .up : .down) / 10_000))
    }
    var cacheRule: CacheRule { .alerts(honoursExpiry: false) }

    /// The ids that can name a path segment (letters, digits, `-`, `_`, `.`; not `.` or `..`), at most
    /// ``maximumIDs``; any other is left out, so no id can reach another path on the server.
    /// - Throws: ``JSONShapeError`` for a value of the wrong type.
    func decode(_ body: Data) throws -> [String] {
        let ids = try JSONField.document(in: body).optionalStrings() ?? []
        return Array(ids.compactMap { $0 }.filter(Self.isPathSafe).prefix(Self.maximumIDs))
    }

    /// Whether `id` is a safe path segment.
    static func isPathSafe(_ id: String) -> Bool {
        (1...128).contains(id.utf8.count) && id != "." && id != ".."
            && id.utf8.allSatisfy { byte in
                (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || [0x2D, 0x2E, 0x5F].contains(byte)
            }
    }
}
