/// Makes the use cases a platform offers: the one entry point an app needs from a platform module.
public protocol UseCaseProvider: Sendable {
    /// A use case that searches places.
    func makeSearchPlacesUseCase() -> any SearchPlacesUseCase
    /// A use case that gives daily forecasts.
    func makeGetDailyForecastUseCase() -> any GetDailyForecastUseCase
}
