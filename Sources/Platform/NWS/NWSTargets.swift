import FoundationEssentials
internal import Domain

/// What `/points/{lat},{lon}` says of a point: where its forecasts are, and its time zone.
struct NWSPoint: Sendable, Hashable {
    let forecastURL: String
    let hourlyForecastURL: String
    let timeZoneIdentifier: String?
}

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

/// A gridpoint's forecast at the URL a point gave: `…/forecast` (12-hour periods) or `…/forecast/hourly`, in
/// `units=si` (°C, km/h) or `us` (°F, mph).
struct NWSForecastTarget: RequestTarget {
    /// The whole URL, from ``NWSPointsTarget``'s answer.
    let baseURL: String
    let units: Units

    var method: HTTPMethod { .get }
    var path: String { "" }
    var queryItems: [QueryItem] { [QueryItem("units", units.temperature == .celsius ? "si" : "us")] }

    /// - Throws: ``ForecastError/badResponse(reason:)`` when there are no periods.
    func decode(_ body: Data) throws -> [NWSPeriod] {
        let periods = try (JSONField.document(in: body)["properties"]["periods"].optionalArray() ?? []).map { item throws(JSONShapeError) in
            try NWSPeriod(json: item)
        }
        guard !periods.isEmpty else { throw ForecastError.badResponse(reason: "the answer has no forecast periods") }
        return periods
    }
}

/// The NWS's error bodies, `application/problem+json`: `{"title", "detail", "status"}`.
enum NWSProblem {
    static func reason(in body: Data) -> String? {
        guard let document = try? JSONField.document(in: body) else { return nil }
        return (try? document["detail"].optionalString()) ?? (try? document["title"].optionalString())
    }
}
