import Domain

/// Receives what the user asks for (the inputs) and drives the use cases; results and errors go to the
/// presenter, and the router decides what follows each: the note, the hint, the exit status.
struct ForecastListener: Sendable {
    /// Makes the use cases when they are needed, so that a configuration error is reported like any other.
    let makeUseCases: @Sendable () throws -> any UseCaseProvider
    let presenter: any ForecastPresenting
    let router: ForecastRouter
    /// Makes the comparison of every provider, when `compare` asks for it.
    var makeComparison: @Sendable () throws -> any CompareForecastsUseCase = {
        throw ForecastError.invalidInput(reason: "comparing providers is not available here")
    }

    /// The user asked for a daily forecast.
    func dailyForecastRequested(_ request: DailyForecastRequest, format: OutputFormat) async -> ExitStatus {
        await run {
            try await makeUseCases().makeGetDailyForecastUseCase().dailyForecast(for: request)
        } present: { forecast throws(OutputFailure) in
            try presenter.present(forecast, as: format, note: router.ambiguityNote(for: forecast.location))
            return .success
        }
    }

    /// The user asked for an hourly forecast.
    func hourlyForecastRequested(_ request: HourlyForecastRequest, format: OutputFormat) async -> ExitStatus {
        await run {
            try await makeUseCases().makeGetHourlyForecastUseCase().hourlyForecast(for: request)
        } present: { report throws(OutputFailure) in
            try presenter.present(report, as: format, note: router.ambiguityNote(for: report.location))
            return .success
        }
    }

    /// The user asked for the conditions now.
    func currentConditionsRequested(_ request: CurrentConditionsRequest, format: OutputFormat) async -> ExitStatus {
        await run {
            try await makeUseCases().makeGetCurrentConditionsUseCase().currentConditions(for: request)
        } present: { report throws(OutputFailure) in
            try presenter.present(report, as: format, note: router.ambiguityNote(for: report.location))
            return .success
        }
    }

    /// The user asked which places a name means.
    func placeSearchRequested(_ query: PlaceQuery, count: Int, units: Units, format: OutputFormat) async -> ExitStatus {
        await run {
            let search = try makeUseCases().makeSearchPlacesUseCase()
            let places = try await search.searchPlaces(query, limit: count)
            guard !places.isEmpty else { throw ForecastError.placeNotFound(query: query, elsewhere: 0) }
            return (places, search.source)
        } present: { (found: (places: [Place], source: DataSource)) throws(OutputFailure) in
            try presenter.present(found.places, for: query, source: found.source, units: units, as: format)
            return .success
        }
    }

    /// The user asked a yes-or-no question about the coming hours.
    func checkRequested(_ request: WeatherCheckRequest, format: OutputFormat) async -> ExitStatus {
        await run {
            try await makeUseCases().makeCheckWeatherUseCase().check(request)
        } present: { answer throws(OutputFailure) in
            try presenter.present(answer, as: format)
            return router.exitStatus(for: answer)
        }
    }

    /// The user asked to compare the providers' forecasts for a place.
    func comparisonRequested(_ request: CompareForecastsRequest, format: OutputFormat) async -> ExitStatus {
        await run {
            try await makeComparison().compare(request)
        } present: { comparison throws(OutputFailure) in
            try presenter.present(comparison, as: format, note: router.ambiguityNote(for: comparison.location))
            return .success
        }
    }

    /// The user asked which weather services there are: shows them; nothing is fetched.
    func providersRequested(_ providers: [ProviderListing], format: OutputFormat) -> ExitStatus {
        do {
            try presenter.present(providers, as: format)
            return .success
        } catch {
            presenter.presentFailure(error, hint: nil)
            return router.exitStatus(after: error)
        }
    }

    /// Gets a result, then shows it; any failure is shown instead, and the router says how the run ends.
    private func run<Result>(
        _ work: () async throws -> Result,
        present: (Result) throws(OutputFailure) -> ExitStatus
    ) async -> ExitStatus {
        do {
            return try present(try await work())
        } catch {
            presenter.presentFailure(error, hint: router.hint(after: error))
            return router.exitStatus(after: error)
        }
    }
}
