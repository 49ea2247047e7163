/// Every product a forecast provider's repository can give: daily, hourly and current.
public typealias AllForecastsRepository = DailyForecastRepository & HourlyForecastRepository & CurrentConditionsRepository

/// A ``UseCaseProvider`` made of repositories: the standard use cases (``PlaceSearchService``,
/// ``PlaceResolutionService``, ``DailyForecastService``, ``HourlyForecastService``, ``CurrentConditionsService``,
/// ``WeatherCheckService``) over a geocoding repository, a forecast repository, a clock and the time-zone rules.
///
/// A platform adds a weather service by providing its repositories; the use cases come from here, the same for
/// every service.
public protocol RepositoryBackedUseCaseProvider: UseCaseProvider {
    /// Where places are found.
    var geocodingRepository: any GeocodingRepository { get }
    /// Where forecasts come from.
    var forecastRepository: any AllForecastsRepository { get }
    /// Tells the time, for the use cases that work from "now".
    var clock: any WallClock { get }
    /// The world's time zones, for what is computed on a place's clocks (a day's sunrise and sunset).
    var timeZoneRules: any TimeZoneRules { get }
}

extension RepositoryBackedUseCaseProvider {
    /// A use case that searches places in the geocoding repository.
    public func makeSearchPlacesUseCase() -> any SearchPlacesUseCase {
        PlaceSearchService(geocoding: geocodingRepository)
    }

    /// A use case that resolves places with the geocoding repository.
    public func makeResolvePlaceUseCase() -> any ResolvePlaceUseCase {
        PlaceResolutionService(geocoding: geocodingRepository)
    }

    /// A use case that gives daily forecasts from the forecast repository.
    public func makeGetDailyForecastUseCase() -> any GetDailyForecastUseCase {
        DailyForecastService(places: makeResolvePlaceUseCase(), forecasts: forecastRepository, zones: timeZoneRules)
    }

    /// A use case that gives hourly forecasts from the place's current hour.
    public func makeGetHourlyForecastUseCase() -> any GetHourlyForecastUseCase {
        HourlyForecastService(places: makeResolvePlaceUseCase(), forecasts: forecastRepository, clock: clock)
    }

    /// A use case that gives the conditions now.
    public func makeGetCurrentConditionsUseCase() -> any GetCurrentConditionsUseCase {
        CurrentConditionsService(places: makeResolvePlaceUseCase(), conditions: forecastRepository)
    }

    /// A use case that answers yes-or-no questions from the hourly forecast.
    public func makeCheckWeatherUseCase() -> any CheckWeatherUseCase {
        WeatherCheckService(places: makeResolvePlaceUseCase(), forecasts: forecastRepository, clock: clock)
    }
}
