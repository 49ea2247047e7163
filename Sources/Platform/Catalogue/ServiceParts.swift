internal import Domain

/// What one catalogue entry makes for each data set it serves: its repositories, over its base URL. A data set an
/// entry does not serve is `nil`; the ``WeatherServices`` take each data set from the entry that serves it.
struct ServiceParts: Sendable {
    /// Makes a repository from an entry's context.
    typealias Make<Repository> = @Sendable (ServiceContext) -> Repository

    /// Forecasts, on the plan the access asks for; a provider that needs a key throws without one.
    var forecasts: (@Sendable (ServiceContext) throws(ServiceSetupError) -> ForecastParts)? = nil
    /// Places by name.
    var placeSearch: Make<any GeocodingRepository>? = nil
    /// Official warnings where the entry issues them.
    var alerts: Make<any AlertsRepository>? = nil
    /// Air quality, UV and pollen.
    var airQuality: Make<any AirQualityRepository>? = nil
    /// The observed days.
    var history: Make<any ObservedWeatherRepository>? = nil
    /// Thirty years of the observed highs and lows, for the normals.
    var normals: Make<any NormalsRepository>? = nil
    /// An ensemble's members.
    var ensemble: Make<any EnsembleRepository>? = nil

    /// The data sets the entry serves.
    var servedDataSets: Set<DataSet> {
        let served: [(DataSet, Bool)] = [
            (.forecast, forecasts != nil), (.placeSearch, placeSearch != nil), (.alerts, alerts != nil), (.airQuality, airQuality != nil),
            (.history, history != nil), (.normals, normals != nil), (.ensemble, ensemble != nil),
        ]
        return Set(served.filter(\.1).map(\.0))
    }
}

/// A forecast provider's repository and what it offers on the plan chosen.
struct ForecastParts: Sendable {
    /// Where its daily, hourly and current forecasts come from.
    let repository: any AllForecastsRepository
    /// What it offers, and its limits, on that plan.
    let capabilities: ForecastCapabilities
}
