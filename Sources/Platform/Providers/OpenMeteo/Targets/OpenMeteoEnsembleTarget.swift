import FoundationEssentials
internal import Domain

/// Open-Meteo's ensemble API, `GET /v1/ensemble` with `hourly=temperature_2m,precipitation`, one model (`models=`)
/// and `forecast_days=N`, in the place's zone and the units asked: every member's hours.
struct OpenMeteoEnsembleTarget: RequestTarget {
    /// The hourly variables asked of every member.
    static let variables = ["temperature_2m", "precipitation"]

    let baseURL: String
    let place: Place
    /// The model, as the service names it (`icon_seamless`, `gfs_seamless`, `ecmwf_ifs025`, `gem_global`).
    let model: String
    let days: Int
    let units: Units

    var method: HTTPMethod { .get }
    var path: String { "/v1/ensemble" }
    var queryItems: [QueryItem] {
        OpenMeteoQuery.forecast(
            at: place, asking: QueryItem("hourly", Self.variables.joined(separator: ",")), QueryItem("models", model),
            QueryItem("forecast_days", String(days)), units: units
        )
    }

    func decode(_ body: Data) throws -> ForecastAnswer<EnsembleForecast> {
        try OpenMeteoProductAnswer.decode(body, block: "hourly", units: units) { answer in
            try OpenMeteoEnsembleMapper(model: model).forecast(from: answer)
        }
    }
}
