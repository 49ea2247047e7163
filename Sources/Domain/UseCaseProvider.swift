/// Every use case of one set of weather services: the one value an app holds. It is made once (from the settings
/// and the forecast provider chosen), and every use case it makes finds a place through it, so a place named once
/// is looked up once, whichever data sets are asked for it and even when they are asked at the same time.
public protocol UseCaseProvider: Sendable {
    /// What the forecast provider offers, and its limits.
    var capabilities: ForecastCapabilities { get }
    /// A use case that searches places.
    func makeSearchPlacesUseCase() -> any SearchPlacesUseCase
    /// A use case that turns a query or coordinate into a place, noting other places it could mean.
    func makeResolvePlaceUseCase() -> any ResolvePlaceUseCase
    /// A use case that gives daily forecasts.
    func makeGetDailyForecastUseCase() -> any GetDailyForecastUseCase
    /// A use case that gives hourly forecasts.
    func makeGetHourlyForecastUseCase() -> any GetHourlyForecastUseCase
    /// A use case that gives the conditions now.
    func makeGetCurrentConditionsUseCase() -> any GetCurrentConditionsUseCase
    /// A use case that answers yes-or-no questions about the coming hours.
    func makeCheckWeatherUseCase() -> any CheckWeatherUseCase
    /// A use case that compares every forecast provider's daily forecasts for a place.
    func makeCompareForecastsUseCase() -> any CompareForecastsUseCase
    /// A use case that gives the official warnings at a place, from whichever service issues them there.
    func makeGetAlertsUseCase() -> any GetAlertsUseCase
    /// A use case that gives the air quality, UV and pollen at a place.
    func makeGetAirQualityUseCase() -> any GetAirQualityUseCase
    /// A use case that gives the observed weather of past days.
    func makeGetHistoryUseCase() -> any GetHistoryUseCase
    /// A use case that compares days with the 1991–2020 normal.
    func makeCompareWithNormalUseCase() -> any CompareWithNormalUseCase
    /// A use case that gives an ensemble's outlook: each hour's and day's spread.
    func makeGetEnsembleOutlookUseCase() -> any GetEnsembleOutlookUseCase
    /// A use case that answers whether it will rain by the share of an ensemble's members.
    func makeCheckEnsembleRainUseCase() -> any CheckEnsembleRainUseCase
    /// A use case that gives the precipitation of the next two hours in steps of minutes.
    func makeGetNowcastUseCase() -> any GetNowcastUseCase
    /// A use case that computes the Sun's days at a place.
    func makeGetSunTimesUseCase() -> any GetSunTimesUseCase
    /// A use case that computes the Moon's phases at a place.
    func makeGetMoonPhasesUseCase() -> any GetMoonPhasesUseCase
}
