/// Every endpoint the stub server answers, one line each, in the order a request's path is matched. Each is
/// declared beside its stand-in in `Services/<Service>/`.
enum StubRoutes {
    /// The endpoints.
    static let all: [StubEndpoint] = [
        .search,
        .forecast,
        .openWeatherMapDaily,
        .openWeatherMapForecast,
        .openWeatherMapCurrent,
        .metNorway,
        .nwsPoints,
        .nwsForecast,
        .nwsHourly,
        .nwsAlerts,
        .metNorwayAlerts,
        .metNorwayNowcast,
        .airQuality,
        .archive,
        .ensemble,
        .marine,
        .publicAlertsArea,
        .publicAlertsAlert,
        .publicAlertsData,
        .publicAlertsSources,
    ]
}
