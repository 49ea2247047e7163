import FoundationEssentials
internal import Domain

/// The hourly variables read from Open-Meteo, by their wire names.
enum OpenMeteoHourlyVariable: String, CaseIterable {
    case weatherCode = "weather_code"
    case temperature = "temperature_2m"
    case apparentTemperature = "apparent_temperature"
    case relativeHumidity = "relative_humidity_2m"
    case precipitation
    case precipitationProbability = "precipitation_probability"
    case cloudCover = "cloud_cover"
    case windSpeed = "wind_speed_10m"
    case windDirection = "wind_direction_10m"
    case windGusts = "wind_gusts_10m"
    case uvIndex = "uv_index"
    case isDay = "is_day"
}

/// Open-Meteo's hourly forecast, `GET /v1/forecast` with `hourly=…` and `forecast_hours=N`: N hours from the
/// current local hour.
struct OpenMeteoHourlyTarget: RequestTarget {
    let baseURL: String
    let place: Place
    let hours: Int
    let units: Units

    var method: HTTPMethod { .get }
    var path: String { "/v1/forecast" }
    var queryItems: [QueryItem] {
        OpenMeteoQuery.forecast(
            at: place, asking: QueryItem("hourly", OpenMeteoHourlyVariable.allCases.map(\.rawValue).joined(separator: ",")),
            QueryItem("forecast_hours", String(hours)), units: units
        )
    }

    func decode(_ body: Data) throws -> ForecastAnswer<[HourlyForecast]> {
        try OpenMeteoProductAnswer.decode(body, block: "hourly", units: units) { try OpenMeteoHourlyMapper().hours(from: $0) }
    }
}
