import FoundationEssentials
internal import Domain

/// The NWS's `GET /points/{lat},{lon}` (four decimals): the gridpoint's forecast URLs and time zone.
struct NWSPointsTarget: RequestTarget {
    let baseURL: String
    let coordinate: Coordinate

    var method: HTTPMethod { .get }
    var path: String {
        let (latitude, longitude) = coordinate.queryValues
        return "/points/\(latitude),\(longitude)"
    }
    var queryItems: [QueryItem] { [] }
    var cacheRule: CacheRule { .placeLookup }

    /// - Throws: ``ForecastError/badResponse(reason:)`` when a forecast URL is missing or leads to another server
    ///   than `baseURL` (a point's answer may not send forecast's requests elsewhere).
    func decode(_ body: Data) throws -> NWSPoint {
        let properties = try JSONField.document(in: body)["properties"]
        guard let forecast = try properties["forecast"].optionalString(),
              let hourly = try properties["forecastHourly"].optionalString() else {
            throw ForecastError.badResponse(reason: "the point has no forecast (properties.forecast)")
        }
        for url in [forecast, hourly] where !url.hasPrefix(baseURL + "/") || url.contains("?") || url.contains("#") {
            throw ForecastError.badResponse(reason: "the point's forecast is on another server than the one asked")
        }
        return NWSPoint(forecastURL: forecast, hourlyForecastURL: hourly, timeZoneIdentifier: try properties["timeZone"].optionalString())
    }
}
