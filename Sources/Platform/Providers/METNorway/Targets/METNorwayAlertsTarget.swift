import FoundationEssentials
internal import Domain

/// MET Norway's MetAlerts 2.0, `GET /weatherapi/metalerts/2.0/current.json?lat=&lon=&lang=en`: the warnings in
/// force or coming for a point in Norway, its coast and seas, as a GeoJSON feature collection. The same terms as
/// Locationforecast: four decimals, and no more often than the answer's `Expires` (the cache keeps it till then).
struct METNorwayAlertsTarget: RequestTarget {
    let baseURL: String
    let coordinate: Coordinate

    var method: HTTPMethod { .get }
    var path: String { "/weatherapi/metalerts/2.0/current.json" }
    var queryItems: [QueryItem] { METNorwayQuery.point(coordinate, [QueryItem("lang", "en")]) }
    var cacheRule: CacheRule { .alerts(honoursExpiry: true) }

    /// - Throws: ``JSONShapeError`` for a value of the wrong type.
    func decode(_ body: Data) throws -> [WeatherAlert] {
        try AlertFeatures.alerts(in: body, METNorwayAlert.alert(from:))
    }
}
