import FoundationEssentials
internal import Domain

/// MET Norway's Locationforecast 2.0, `GET /weatherapi/locationforecast/2.0/compact`: the steps of one point's
/// forecast, UTC. Its terms ask for at most four decimals in coordinates (403 otherwise) and, when known, the
/// height in whole metres.
struct METNorwayLocationforecastTarget: RequestTarget {
    /// The units the compact product answers in; any other is a bad response.
    static let expectedUnits = [
        "air_temperature": "celsius", "precipitation_amount": "mm", "wind_speed": "m/s", "relative_humidity": "%",
        "cloud_area_fraction": "%", "air_pressure_at_sea_level": "hPa", "wind_from_direction": "degrees",
    ]

    let baseURL: String
    let coordinate: Coordinate
    let elevation: Double?

    var method: HTTPMethod { .get }
    var path: String { "/weatherapi/locationforecast/2.0/compact" }
    var queryItems: [QueryItem] {
        let altitude = elevation.flatMap { $0.isFinite && abs($0) < 10_000 ? Int($0.rounded()) : nil }
        return METNorwayQuery.point(coordinate, altitude.map { [QueryItem("altitude", String($0))] } ?? [])
    }

    /// The steps, in time order.
    /// - Throws: ``JSONShapeError`` for a value of the wrong type, ``ForecastError/badResponse(reason:)`` for units
    ///   other than MET Norway's, no steps, or steps out of order.
    func decode(_ body: Data) throws -> [METNorwayStep] {
        let properties = try JSONField.document(in: body)["properties"]
        let units = try properties["meta"]["units"].optionalStringMap() ?? [:]
        for (variable, unit) in units where Self.expectedUnits[variable].map({ $0 != unit }) ?? false {
            throw ForecastError.badResponse(reason: "\(variable) is in \(unit), not \(Self.expectedUnits[variable] ?? "")")
        }
        let steps = try (properties["timeseries"].optionalArray() ?? []).map { step throws(JSONShapeError) in
            try METNorwayStep(json: step)
        }
        guard !steps.isEmpty else { throw ForecastError.badResponse(reason: "the answer has no forecast steps") }
        for (earlier, later) in zip(steps, steps.dropFirst()) where later.time <= earlier.time {
            throw ForecastError.badResponse(reason: "its steps are not in time order")
        }
        return steps
    }
}
