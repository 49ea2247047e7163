import FoundationEssentials
internal import Domain

/// Open-Meteo's forecast, `GET /v1/forecast`, asked for the daily variables a ``DailyForecast`` holds.
struct OpenMeteoForecastTarget: RequestTarget {
    let baseURL: String
    let coordinate: Coordinate
    let days: Int
    let units: Units

    var method: HTTPMethod { .get }
    var path: String { "/v1/forecast" }
    var queryItems: [QueryItem] {
        let (latitude, longitude) = coordinate.queryValues
        return [
            QueryItem("latitude", latitude),
            QueryItem("longitude", longitude),
            QueryItem("daily", OpenMeteoDailyVariable.allCases.map(\.rawValue).joined(separator: ",")),
            // Without it the service puts days on UTC dates, not the place's.
            QueryItem("timezone", "auto"),
            QueryItem("forecast_days", String(days)),
            QueryItem("temperature_unit", OpenMeteoUnits.temperature(units).parameter),
            QueryItem("wind_speed_unit", OpenMeteoUnits.windSpeed(units).parameter),
            QueryItem("precipitation_unit", OpenMeteoUnits.precipitation(units).parameter),
        ]
    }

    func decode(_ body: Data) throws -> DailyForecastSeries {
        let response = try OpenMeteoForecastResponse(json: JSONField.document(in: body))
        try OpenMeteoErrorBody.check(error: response.error, reason: response.reason)
        return try OpenMeteoDailyMapper(units: units).series(from: response)
    }
}

/// The daily variables asked of Open-Meteo, by their wire names.
enum OpenMeteoDailyVariable: String, CaseIterable {
    case weatherCode = "weather_code"
    case temperatureMax = "temperature_2m_max"
    case temperatureMin = "temperature_2m_min"
    case precipitationSum = "precipitation_sum"
    case precipitationProbabilityMax = "precipitation_probability_max"
    case windSpeedMax = "wind_speed_10m_max"
    case windDirectionDominant = "wind_direction_10m_dominant"
    case sunrise
    case sunset
    case uvIndexMax = "uv_index_max"
}
