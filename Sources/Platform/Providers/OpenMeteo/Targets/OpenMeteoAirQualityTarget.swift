import FoundationEssentials
internal import Domain

/// The air quality variables read from Open-Meteo, by their wire names, each both `current` and `hourly`.
enum OpenMeteoAirQualityVariable: String, CaseIterable {
    case europeanAQI = "european_aqi"
    case usAQI = "us_aqi"
    case pm25 = "pm2_5"
    case pm10
    case ozone
    case nitrogenDioxide = "nitrogen_dioxide"
    case sulphurDioxide = "sulphur_dioxide"
    case carbonMonoxide = "carbon_monoxide"
    case uvIndex = "uv_index"
    case alderPollen = "alder_pollen"
    case birchPollen = "birch_pollen"
    case grassPollen = "grass_pollen"
    case mugwortPollen = "mugwort_pollen"
    case olivePollen = "olive_pollen"
    case ragweedPollen = "ragweed_pollen"

    /// The pollen kind a pollen variable counts; `nil` for the others.
    var pollen: Pollen? {
        guard rawValue.hasSuffix("_pollen") else { return nil }
        return Pollen(rawValue: String(rawValue.dropLast("_pollen".count)))
    }

    /// The unit the service labels the variable with, where forecast shows one: µg/m³ (the service writes the
    /// Greek mu) for concentrations, grains/m³ for pollen; `nil` for the unitless indices and UV.
    var unit: String? {
        switch self {
        case .europeanAQI, .usAQI, .uvIndex: nil
        case .pm25, .pm10, .ozone, .nitrogenDioxide, .sulphurDioxide, .carbonMonoxide: "\u{3BC}g/m\u{B3}"
        case .alderPollen, .birchPollen, .grassPollen, .mugwortPollen, .olivePollen, .ragweedPollen: "grains/m\u{B3}"
        }
    }
}

/// Open-Meteo's air quality, `GET /v1/air-quality` with `current=…`, `hourly=…` and `forecast_hours=N`: the air
/// now, then N hours from the current local hour (the API's default domain, `auto`: CAMS Europe where it covers,
/// CAMS global elsewhere).
struct OpenMeteoAirQualityTarget: RequestTarget {
    let baseURL: String
    let place: Place
    let hours: Int

    var method: HTTPMethod { .get }
    var path: String { "/v1/air-quality" }
    var queryItems: [QueryItem] {
        let (latitude, longitude) = place.coordinate.queryValues
        let variables = OpenMeteoAirQualityVariable.allCases.map(\.rawValue).joined(separator: ",")
        return [
            QueryItem("latitude", latitude), QueryItem("longitude", longitude), QueryItem("current", variables),
            QueryItem("hourly", variables), QueryItem("timezone", place.timeZoneIdentifier ?? "auto"),
            QueryItem("forecast_hours", String(hours)),
        ]
    }

    func decode(_ body: Data) throws -> ForecastAnswer<AirQualityForecast> {
        let answer = try JSONField.document(in: body)
        try OpenMeteoErrorBody.check(error: answer["error"].optionalBool(), reason: answer["reason"].optionalString())
        return ForecastAnswer(
            try OpenMeteoAirQualityMapper().forecast(from: answer),
            timeZoneIdentifier: try answer["timezone"].optionalString(),
            utcOffsetSeconds: try answer["utc_offset_seconds"].optionalInteger()
        )
    }
}
