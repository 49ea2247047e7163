import FoundationEssentials
internal import Domain

/// Open-Meteo's forecast, `GET /v1/forecast`, asked for the daily variables a ``DailyForecast`` holds.
struct OpenMeteoDailyTarget: RequestTarget {
    let baseURL: String
    let place: Place
    let days: Int
    let units: Units

    var method: HTTPMethod { .get }
    var path: String { "/v1/forecast" }
    var queryItems: [QueryItem] {
        OpenMeteoQuery.forecast(
            at: place, asking: QueryItem("daily", OpenMeteoDailyVariable.allCases.map(\.rawValue).joined(separator: ",")),
            QueryItem("forecast_days", String(days)), units: units
        )
    }

    func decode(_ body: Data) throws -> ForecastAnswer<[DailyForecast]> {
        try OpenMeteoDailyMapper(units: units).series(from: body)
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
