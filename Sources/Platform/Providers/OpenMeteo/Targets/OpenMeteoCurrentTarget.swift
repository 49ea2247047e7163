import FoundationEssentials
internal import Domain

/// The current variables asked of Open-Meteo, by their wire names.
enum OpenMeteoCurrentVariable: String, CaseIterable {
    case weatherCode = "weather_code"
    case temperature = "temperature_2m"
    case apparentTemperature = "apparent_temperature"
    case relativeHumidity = "relative_humidity_2m"
    case precipitation
    case windSpeed = "wind_speed_10m"
    case windGusts = "wind_gusts_10m"
    case windDirection = "wind_direction_10m"
    case pressureMSL = "pressure_msl"
    case cloudCover = "cloud_cover"
    case isDay = "is_day"
}

/// Open-Meteo's conditions now, `GET /v1/forecast` with `current=…`: the model's values for the current
/// 15-minute step, its time local.
struct OpenMeteoCurrentTarget: RequestTarget {
    let baseURL: String
    let place: Place
    let units: Units

    var method: HTTPMethod { .get }
    var path: String { "/v1/forecast" }
    var queryItems: [QueryItem] {
        OpenMeteoQuery.forecast(
            at: place, asking: QueryItem("current", OpenMeteoCurrentVariable.allCases.map(\.rawValue).joined(separator: ",")),
            units: units
        )
    }

    func decode(_ body: Data) throws -> ForecastAnswer<CurrentConditions> {
        try OpenMeteoProductAnswer.decode(body, block: "current", units: units) { try OpenMeteoCurrentMapper().conditions(from: $0["current"]) }
    }
}
