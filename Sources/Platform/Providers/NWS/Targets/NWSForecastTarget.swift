import FoundationEssentials
internal import Domain

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
