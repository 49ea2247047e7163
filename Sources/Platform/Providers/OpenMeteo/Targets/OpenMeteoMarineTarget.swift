import FoundationEssentials
internal import Domain

/// Open-Meteo's marine forecast at one point, `GET /v1/marine` with `hourly=…` (every value a ``MarineHour``
/// carries), `timezone=auto`, `forecast_days=N` and `length_unit=metric`: N days of hours from the start of today on
/// the point's clock, in metres, degrees Celsius and km/h, cached as forecasts are.
struct OpenMeteoMarineTarget: RequestTarget {
    /// The marine API's base URL.
    let baseURL: String
    /// The sea point asked.
    let point: Coordinate
    /// The days asked, today first (1–16).
    let days: Int

    /// A GET.
    var method: HTTPMethod { .get }
    /// The marine forecast's path.
    var path: String { "/v1/marine" }
    /// The point, every variable hourly, its own clock, the days and metres.
    var queryItems: [QueryItem] {
        let (latitude, longitude) = point.queryValues
        return [
            QueryItem("latitude", latitude), QueryItem("longitude", longitude), QueryItem("hourly", OpenMeteoMarineVariable.names()),
            QueryItem("timezone", "auto"), QueryItem("forecast_days", String(days)), QueryItem("length_unit", "metric"),
        ]
    }

    /// The hours and the model's cell, with the zone and UTC offset the answer gives.
    /// - Throws: ``ServiceErrorBody`` for an error body; ``JSONShapeError`` or ``ForecastError/badResponse(reason:)`` as
    ///   ``OpenMeteoMarineMapper/hours(from:)`` does.
    func decode(_ body: Data) throws -> ForecastAnswer<MarineSeries> {
        try OpenMeteoProductAnswer.decode(body, block: "hourly", units: .metric) { try OpenMeteoMarineMapper.hours(from: $0) }
    }
}
