/// Makes the use cases a platform offers: the one entry point an app needs from a platform module.
public protocol UseCaseProvider: Sendable {
    /// What the provider offers, and its limits.
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
}
