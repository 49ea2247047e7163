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

    /// The user asked for the daily forecast of one place or several.
    func dailyForecastsRequested(_ requests: [DailyForecastRequest], format: OutputFormat) async -> ExitStatus {
        await runEach(requests, place: \.location) { useCases, request in
            try await useCases.makeGetDailyForecastUseCase().dailyForecast(for: request)
        } present: { forecasts throws(OutputFailure) in
            try presenter.present(forecasts, as: format, notes: forecasts.map { router.ambiguityNote(for: $0.location) })
        }
    }

    /// The user asked for the hourly forecast of one place or several.
    func hourlyForecastsRequested(_ requests: [HourlyForecastRequest], format: OutputFormat) async -> ExitStatus {
        await runEach(requests, place: \.location) { useCases, request in
            try await useCases.makeGetHourlyForecastUseCase().hourlyForecast(for: request)
        } present: { reports throws(OutputFailure) in
            try presenter.present(reports, as: format, notes: reports.map { router.ambiguityNote(for: $0.location) })
        }
    }

    /// The user asked for the conditions now at one place or several.
    func currentConditionsRequested(_ requests: [CurrentConditionsRequest], format: OutputFormat) async -> ExitStatus {
        await runEach(requests, place: \.location) { useCases, request in
            try await useCases.makeGetCurrentConditionsUseCase().currentConditions(for: request)
        } present: { reports throws(OutputFailure) in
            try presenter.present(reports, as: format, notes: reports.map { router.ambiguityNote(for: $0.location) })
        }
    }

    /// The user asked which places a name means.
    func placeSearchRequested(_ query: PlaceQuery, count: Int, units: Units, format: OutputFormat) async -> ExitStatus {
        await run {
            let search = try makeUseCases().makeSearchPlacesUseCase()
            let answer = try await search.placeSearch(query, limit: count)
            guard !answer.places.isEmpty else { throw ForecastError.placeNotFound(query: query, elsewhere: 0) }
            return (answer, search.source)
        } present: { (found: (answer: PlaceSearchAnswer, source: DataSource)) throws(OutputFailure) in
            try presenter.present(found.answer, for: query, source: found.source, units: units, as: format)
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
        show { () throws(OutputFailure) in try presenter.present(providers, as: format) }
    }

    /// The user asked for the effective settings: shows them; nothing is fetched.
    func settingsRequested(_ listing: SettingsListing, format: OutputFormat) -> ExitStatus {
        show { () throws(OutputFailure) in try presenter.present(listing, as: format) }
    }

    /// The user asked for one line of text, such as a path: shows it.
    func textRequested(_ text: String) -> ExitStatus {
        show { () throws(OutputFailure) in try presenter.presentLine(text) }
    }

    /// Shows what needs no fetching; a failure to write is reported.
    private func show(_ present: () throws(OutputFailure) -> Void) -> ExitStatus {
        do {
            try present()
            return .success
        } catch {
            presenter.presentFailure(error, hint: nil, place: nil)
            return router.exitStatus(after: error)
        }
    }

    /// Gets every request's result at once, then shows the failures (each naming its place, when there are several)
    /// and the results, in the order asked. The run ends as the first failure says, else successfully.
    private func runEach<Request: Sendable, Result: Sendable>(
        _ requests: [Request], place: (Request) -> ForecastLocation,
        _ work: @escaping @Sendable (any UseCaseProvider, Request) async throws -> Result,
        present: ([Result]) throws(OutputFailure) -> Void
    ) async -> ExitStatus {
        let useCases: any UseCaseProvider
        do {
            useCases = try makeUseCases()
        } catch {
            presenter.presentFailure(error, hint: router.hint(after: error), place: nil)
            return router.exitStatus(after: error)
        }
        let outcomes = await ConcurrentRequests.outcomes(of: requests) { try await work(useCases, $0) }
        var results: [Result] = []
        var status = ExitStatus.success
        for (request, outcome) in zip(requests, outcomes) {
            switch outcome {
            case .success(let result):
                results.append(result)
            case .failure(let error):
                presenter.presentFailure(error, hint: router.hint(after: error), place: requests.count > 1 ? place(request) : nil)
                if status == .success { status = router.exitStatus(after: error) }
            }
        }
        guard !results.isEmpty else { return status }
        do {
            try present(results)
            return status
        } catch {
            presenter.presentFailure(error, hint: nil, place: nil)
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
            presenter.presentFailure(error, hint: router.hint(after: error), place: nil)
            return router.exitStatus(after: error)
        }
    }
}
