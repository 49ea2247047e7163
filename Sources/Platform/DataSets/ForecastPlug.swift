internal import Domain

/// Forecasts, from the provider chosen: daily, hourly, the conditions now, and the checks over the coming hours.
enum ForecastPlug: DataSetPlug {
    static func register(in registry: inout UseCaseRegistry<ServiceAssembly>) {
        registry.register(.dailyForecast) { DailyForecastService(places: $0.places, forecasts: $0.forecasts.repository, zones: $0.zones) }
        registry.register(.hourlyForecast) { HourlyForecastService(places: $0.places, forecasts: $0.forecasts.repository, clock: $0.clock) }
        registry.register(.currentConditions) { CurrentConditionsService(places: $0.places, conditions: $0.forecasts.repository) }
        registry.register(.weatherCheck) { WeatherCheckService(places: $0.places, forecasts: $0.forecasts.repository, clock: $0.clock) }
    }
}
