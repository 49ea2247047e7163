import FoundationEssentials
internal import Domain

/// Open-Meteo's forecast API asked for its recent past, `GET /v1/forecast` with `past_days=N` and `forecast_days=1`:
/// the last N days before today and today, the model's own analysis of days the archive has not reached yet.
struct OpenMeteoRecentPastTarget: RequestTarget {
    /// The most days back the forecast API gives.
    static let maximumPastDays = 92

    let baseURL: String
    let place: Place
    let pastDays: Int
    let units: Units

    var method: HTTPMethod { .get }
    var path: String { "/v1/forecast" }
    var queryItems: [QueryItem] {
        OpenMeteoQuery.forecast(
            at: place, asking: QueryItem("daily", OpenMeteoArchiveTarget.variables.map(\.rawValue).joined(separator: ",")),
            QueryItem("past_days", String(min(max(pastDays, 0), Self.maximumPastDays))), QueryItem("forecast_days", "1"), units: units
        )
    }

    func decode(_ body: Data) throws -> ForecastAnswer<[DailyForecast]> {
        try OpenMeteoDailyMapper(units: units).series(from: body)
    }
}
