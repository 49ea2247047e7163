import FoundationEssentials
internal import Domain

/// The NWS's `GET /alerts/active?point={lat},{lon}` (four decimals): every message in force for the point, as a
/// GeoJSON feature collection (empty when there are none).
struct NWSAlertsTarget: RequestTarget {
    let baseURL: String
    let coordinate: Coordinate

    var method: HTTPMethod { .get }
    var path: String { "/alerts/active" }
    var queryItems: [QueryItem] {
        let (latitude, longitude) = coordinate.queryValues
        return [QueryItem("point", "\(latitude),\(longitude)")]
    }
    var cacheRule: CacheRule { .alerts(honoursExpiry: false) }
    var accepts: String { "application/geo+json" }

    /// - Throws: ``JSONShapeError`` for a value of the wrong type.
    func decode(_ body: Data) throws -> [WeatherAlert] {
        try AlertFeatures.alerts(in: body, NWSAlert.alert(from:))
    }
}
