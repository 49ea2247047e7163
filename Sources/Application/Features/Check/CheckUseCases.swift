import Domain

/// The use cases that answer `check`'s conditions, made from the run's use cases: the one place the check services
/// are put together.
struct CheckUseCases {
    /// The run's use cases.
    let useCases: any UseCaseProvider

    /// The conditions the hourly forecast answers.
    var weather: any CheckWeatherUseCase { useCases.makeCheckWeatherUseCase() }

    /// Rain: from a nowcast where one answers, else from the hourly forecast.
    var rain: any CheckRainUseCase {
        RainCheckService(places: useCases.makeResolvePlaceUseCase(), nowcasts: useCases.makeGetNowcastUseCase(), hourly: weather)
    }

    /// Rain from an ensemble's members.
    var ensembleRain: any CheckEnsembleRainUseCase { useCases.makeCheckEnsembleRainUseCase() }

    /// The air's index, or its pollen.
    var air: any CheckAirUseCase { AirCheckService(air: useCases.makeGetAirQualityUseCase()) }

    /// Official warnings.
    var alert: any CheckAlertUseCase { AlertCheckService(places: useCases.makeResolvePlaceUseCase(), alerts: useCases.makeGetAlertsUseCase()) }
}
