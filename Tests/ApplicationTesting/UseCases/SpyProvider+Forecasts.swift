import Domain
package import DomainTesting

extension SpyProvider {
    /// The daily forecasts' spy.
    package var daily: GetDailyForecastUseCaseSpy {
        get { served(.dailyForecast, as: GetDailyForecastUseCaseSpy.self) }
        set { serve(.dailyForecast, newValue) }
    }

    /// The hourly forecasts' spy.
    package var hourly: GetHourlyForecastUseCaseSpy {
        get { served(.hourlyForecast, as: GetHourlyForecastUseCaseSpy.self) }
        set { serve(.hourlyForecast, newValue) }
    }

    /// The conditions now's spy.
    package var current: GetCurrentConditionsUseCaseSpy {
        get { served(.currentConditions, as: GetCurrentConditionsUseCaseSpy.self) }
        set { serve(.currentConditions, newValue) }
    }

    /// The weather checks' spy.
    package var check: CheckWeatherUseCaseSpy {
        get { served(.weatherCheck, as: CheckWeatherUseCaseSpy.self) }
        set { serve(.weatherCheck, newValue) }
    }
}

extension SampleUseCases {
    /// London's days, hours and now, and a check that answers yes.
    static func serveForecasts(in provider: inout SpyProvider) {
        provider.daily = GetDailyForecastUseCaseSpy(.success(SampleForecast.london))
        provider.hourly = GetHourlyForecastUseCaseSpy(.success(SampleForecast.londonHours))
        provider.current = GetCurrentConditionsUseCaseSpy(.success(SampleForecast.londonNow))
        provider.check = CheckWeatherUseCaseSpy(.success(SampleForecast.rainAnswer(yes: true)))
    }
}
