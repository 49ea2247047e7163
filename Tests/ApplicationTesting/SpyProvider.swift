package import Domain
package import DomainTesting

/// A ``UseCaseProvider`` that hands out spies, and the standard services over spies where a test wants real
/// behaviour (the Sun and Moon, history, the normals, the ensemble over the sample members).
package struct SpyProvider: UseCaseProvider {
    package var daily = GetDailyForecastUseCaseSpy(.success(SampleForecast.london))
    package var hourly = GetHourlyForecastUseCaseSpy(.success(SampleForecast.londonHours))
    package var current = GetCurrentConditionsUseCaseSpy(.success(SampleForecast.londonNow))
    package var search = SearchPlacesUseCaseSpy(places: [SampleForecast.london.place])
    package var check = CheckWeatherUseCaseSpy(.success(SampleForecast.rainAnswer(yes: true)))
    package var resolve = ResolvePlaceUseCaseSpy(.success(SampleForecast.london.location))
    package var comparison = CompareForecastsUseCaseSpy(.failure(ForecastError.invalidInput(reason: "no comparison in this test")))
    package var alerts = GetAlertsUseCaseSpy(.success(AlertsReport(location: SampleForecast.location, coverage: .notCovered, alerts: [], checkedAt: Instant(secondsSince1970: 0))))
    package var air = GetAirQualityUseCaseSpy(.success(SampleAir.london))
    package var ensembleOutlook: any GetEnsembleOutlookUseCase = SampleEnsemble.service()
    package var ensembleRain: any CheckEnsembleRainUseCase = SampleEnsemble.service()
    package var nowcast = NowcastRepositorySpy(outcome: .unavailable(.outsideArea), area: [])
    /// The observations history reads: none unless given.
    package var observed = ObservedWeatherRepositorySpy()

    /// Spies that answer with the samples unless given others, and the standard services over them.
    package init(
        daily: GetDailyForecastUseCaseSpy = GetDailyForecastUseCaseSpy(.success(SampleForecast.london)),
        hourly: GetHourlyForecastUseCaseSpy = GetHourlyForecastUseCaseSpy(.success(SampleForecast.londonHours)),
        current: GetCurrentConditionsUseCaseSpy = GetCurrentConditionsUseCaseSpy(.success(SampleForecast.londonNow)),
        search: SearchPlacesUseCaseSpy = SearchPlacesUseCaseSpy(places: [SampleForecast.london.place]),
        check: CheckWeatherUseCaseSpy = CheckWeatherUseCaseSpy(.success(SampleForecast.rainAnswer(yes: true))),
        resolve: ResolvePlaceUseCaseSpy = ResolvePlaceUseCaseSpy(.success(SampleForecast.london.location)),
        comparison: CompareForecastsUseCaseSpy = CompareForecastsUseCaseSpy(.failure(ForecastError.invalidInput(reason: "no comparison in this test"))),
        alerts: GetAlertsUseCaseSpy = GetAlertsUseCaseSpy(.success(AlertsReport(location: SampleForecast.location, coverage: .notCovered, alerts: [], checkedAt: Instant(secondsSince1970: 0)))),
        air: GetAirQualityUseCaseSpy = GetAirQualityUseCaseSpy(.success(SampleAir.london)),
        ensembleOutlook: any GetEnsembleOutlookUseCase = SampleEnsemble.service(),
        ensembleRain: any CheckEnsembleRainUseCase = SampleEnsemble.service(),
        nowcast: NowcastRepositorySpy = NowcastRepositorySpy(outcome: .unavailable(.outsideArea), area: [])
    ) {
        self.daily = daily
        self.hourly = hourly
        self.current = current
        self.search = search
        self.check = check
        self.resolve = resolve
        self.comparison = comparison
        self.alerts = alerts
        self.air = air
        self.ensembleOutlook = ensembleOutlook
        self.ensembleRain = ensembleRain
        self.nowcast = nowcast
    }

    package var capabilities: ForecastCapabilities {
        ForecastCapabilities(products: Set(ForecastCapabilities.Product.allCases), maximumDays: 16, maximumHours: 384, maximumSearchResults: 100)
    }

    package func makeSearchPlacesUseCase() -> any SearchPlacesUseCase { search }
    package func makeResolvePlaceUseCase() -> any ResolvePlaceUseCase { resolve }
    package func makeGetDailyForecastUseCase() -> any GetDailyForecastUseCase { daily }
    package func makeGetHourlyForecastUseCase() -> any GetHourlyForecastUseCase { hourly }
    package func makeGetCurrentConditionsUseCase() -> any GetCurrentConditionsUseCase { current }
    package func makeCheckWeatherUseCase() -> any CheckWeatherUseCase { check }
    package func makeCompareForecastsUseCase() -> any CompareForecastsUseCase { comparison }
    package func makeGetAlertsUseCase() -> any GetAlertsUseCase { alerts }
    package func makeGetAirQualityUseCase() -> any GetAirQualityUseCase { air }
    package func makeGetEnsembleOutlookUseCase() -> any GetEnsembleOutlookUseCase { ensembleOutlook }
    package func makeCheckEnsembleRainUseCase() -> any CheckEnsembleRainUseCase { ensembleRain }

    package func makeGetHistoryUseCase() -> any GetHistoryUseCase {
        HistoryService(places: resolve, repository: observed, zones: SampleForecast.londonZones, clock: FixedClock(SampleAlerts.now))
    }

    package func makeCompareWithNormalUseCase() -> any CompareWithNormalUseCase {
        NormalsService(repository: NormalsRepositorySpy(normals: ClimateNormals(firstDate: ClimateNormals.firstDateNeeded, highs: [], lows: [])))
    }

    package func makeGetSunTimesUseCase() -> any GetSunTimesUseCase { sky }
    package func makeGetMoonPhasesUseCase() -> any GetMoonPhasesUseCase { sky }

    package func makeGetNowcastUseCase() -> any GetNowcastUseCase {
        NowcastService(places: resolve, sources: [nowcast], clock: FixedClock(SampleAlerts.now), zones: SampleForecast.londonZones)
    }

    private var sky: SkyService { SkyService(places: resolve, zones: SampleForecast.londonZones, clock: FixedClock(SampleAlerts.now)) }
}
