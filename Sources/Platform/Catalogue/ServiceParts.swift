internal import Domain

/// What one catalogue entry serves, each data set at its path below the entry's base URL with the repository made
/// for it. A data set an entry does not serve is `nil`; the ``WeatherServices`` take each data set from the entry
/// that serves it, and the entry's ``ServiceProfile`` lists the paths from here, so the two cannot differ.
struct ServiceParts: Sendable {
    /// Makes a repository from an entry's context.
    typealias Make<Repository> = @Sendable (ServiceContext) -> Repository
    /// Makes a forecast provider's parts on the plan the access asks for; a provider that needs a key throws without one.
    typealias MakeForecasts = @Sendable (ServiceContext) throws(ServiceSetupError) -> ForecastParts

    /// Forecasts.
    var forecasts: ServedForecasts? = nil
    /// Places by name.
    var placeSearch: Served<Make<any GeocodingRepository>>? = nil
    /// Official warnings where the entry issues them.
    var alerts: Served<Make<any AlertsRepository>>? = nil
    /// Air quality, UV and pollen.
    var airQuality: Served<Make<any AirQualityRepository>>? = nil
    /// The observed days.
    var history: Served<Make<any ObservedWeatherRepository>>? = nil
    /// Thirty years of the observed highs and lows, for the normals.
    var normals: Served<Make<any NormalsRepository>>? = nil
    /// An ensemble's members.
    var ensemble: Served<Make<any EnsembleRepository>>? = nil
    /// The next two hours' precipitation in steps of minutes.
    var nowcast: Served<Make<any NowcastRepository>>? = nil

    /// The path of each data set served.
    var paths: [DataSet: String] {
        let served: [(DataSet, String?)] = [
            (.forecast, forecasts?.path), (.placeSearch, placeSearch?.path), (.alerts, alerts?.path), (.airQuality, airQuality?.path),
            (.history, history?.path), (.normals, normals?.path), (.ensemble, ensemble?.path), (.nowcast, nowcast?.path),
        ]
        return Dictionary(uniqueKeysWithValues: served.compactMap { dataSet, path in path.map { (dataSet, $0) } })
    }
}

/// One data set an entry serves: where, below the entry's base URL, and how its repository is made.
struct Served<Make: Sendable>: Sendable {
    /// The path its requests go to, for a person configuring the service (the targets build the full URLs).
    let path: String
    /// Makes its repository.
    let make: Make
}

/// Forecasts an entry serves: where, and how its repository is made (throwing, unlike the other data sets', when the
/// settings lack a key it needs).
struct ServedForecasts: Sendable {
    /// The path its requests go to, for a person configuring the service.
    let path: String
    /// Makes its repository.
    let make: ServiceParts.MakeForecasts
}

/// A forecast provider's repository and what it offers on the plan chosen.
struct ForecastParts: Sendable {
    /// Where its daily, hourly and current forecasts come from.
    let repository: any AllForecastsRepository
    /// What it offers, and its limits, on that plan.
    let capabilities: ForecastCapabilities
}
