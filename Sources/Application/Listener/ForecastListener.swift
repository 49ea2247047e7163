import Domain

/// Receives what the user asks of the forecast views (the inputs) and drives the use cases, with what is asked beside
/// a forecast: the place's warnings, the ensemble, the past days and the normal; each result's document goes to the
/// writer, failures to the reporter, and the router decides what follows each: the note, the hint, the exit status.
struct ForecastListener: Sendable {
    /// Makes the use cases when they are needed, so that a configuration error is reported like any other.
    let makeUseCases: @Sendable () throws -> any UseCaseProvider
    /// Writes the documents.
    let writer: any DocumentWriting
    /// Tells the failures.
    let failures: any FailureReporting
    let router: ForecastRouter
    /// Words a service's set-up problem as the settings name it, for the providers a comparison skips.
    var setupReason: @Sendable (ServiceSetupError) -> String = { $0.description }
    /// Whether forecast views check the place's warnings and show a banner (off with `--no-alerts`).
    var showsAlerts = false

    /// The user asked for the daily forecast of one place or several; with `pastDays`, the observed days before today
    /// above it and with `normals`, each day against the 1991–2020 normal (both asked after the forecast), and with
    /// `ensemble`, the members' spread (asked at the same time as it); a failure of these is told beside the forecast,
    /// not instead of it.
    func dailyForecastsRequested(
        _ requests: [DailyForecastRequest], format: OutputFormat, pastDays: Int = 0, normals: Bool = false, ensemble: EnsembleChoice? = nil
    ) async -> ExitStatus {
        await runEachWithAlerts(requests, format: format, place: \.location) { useCases, request in
            try request.validate(maximumDays: useCases.capabilities.maximumDays)
        } fetch: { useCases, request, location in
            let spread = ensemble.map { EnsembleFetch(outlook: useCases.makeGetEnsembleOutlookUseCase(), choice: $0) }
            let (forecast, ensemble) = try await EnsembleFetch.forecast(
                spread, at: location, days: request.days, units: request.units, places: useCases.makeResolvePlaceUseCase(),
                validate: { try request.validate(maximumDays: useCases.capabilities.maximumDays) }
            ) { place in
                try await useCases.makeGetDailyForecastUseCase().dailyForecast(for: DailyForecastRequest(location: place, days: request.days, units: request.units))
            }
            let history = pastDays > 0 ? useCases.makeGetHistoryUseCase() : nil
            return await DailyResult.fetch(
                forecast, pastDays: pastDays, history: history, normals: normals ? useCases.makeCompareWithNormalUseCase() : nil, ensemble: ensemble
            )
        } present: { results, extras throws(OutputFailure) in
            let extras = marked(extras, by: results, at: requests.map(\.location))
            try writer.write(DailyDocument(reports: results.map(\.forecast), extras: extras), as: format)
        }
    }

    /// The user asked for the hourly forecast of one place or several; with `ensemble`, the members' spread beside
    /// each hour (asked at the same time as the forecast; a failure is told beside it, not instead of it).
    func hourlyForecastsRequested(_ requests: [HourlyForecastRequest], format: OutputFormat, ensemble: EnsembleChoice? = nil) async -> ExitStatus {
        await runEachWithAlerts(requests, format: format, place: \.location) { useCases, request in
            try request.validate(maximumHours: useCases.capabilities.maximumHours)
        } fetch: { useCases, request, location in
            let spread = ensemble.map { EnsembleFetch(outlook: useCases.makeGetEnsembleOutlookUseCase(), choice: $0) }
            // From today's midnight: enough days for the rest of today and the hours asked.
            let (report, ensemble) = try await EnsembleFetch.forecast(
                spread, at: location, days: (request.hours + 23) / 24 + 1, units: request.units, places: useCases.makeResolvePlaceUseCase(),
                validate: { try request.validate(maximumHours: useCases.capabilities.maximumHours) }
            ) { place in
                try await useCases.makeGetHourlyForecastUseCase().hourlyForecast(for: HourlyForecastRequest(location: place, hours: request.hours, units: request.units))
            }
            return HourlyResult(report: report, ensemble: ensemble.outlook, failures: ensemble.failures)
        } present: { results, extras throws(OutputFailure) in
            let extras = marked(extras, by: results, at: requests.map(\.location))
            try writer.write(HourlyDocument(reports: results.map(\.report), extras: extras), as: format)
        }
    }

    /// The user asked for the conditions now at one place or several.
    func currentConditionsRequested(_ requests: [CurrentConditionsRequest], format: OutputFormat) async -> ExitStatus {
        await runEachWithAlerts(requests, format: format, place: \.location) { _, _ in
        } fetch: { useCases, request, location in
            try await useCases.makeGetCurrentConditionsUseCase().currentConditions(for: CurrentConditionsRequest(location: location, units: request.units))
        } present: { reports, extras throws(OutputFailure) in
            try writer.write(CurrentDocument(reports: reports, extras: extras), as: format)
        }
    }

    /// The user asked for the observed days of one place or several: shown as daily forecasts are, with a note saying
    /// which days are the reanalysis's and which the model's recent past; with `normals`, each day against the
    /// 1991–2020 normal (a failure is told beside the days, not instead of them).
    func historyRequested(_ requests: [HistoryRequest], format: OutputFormat, normals: Bool = false) async -> ExitStatus {
        await runner(format).runEach(requests, place: \.location) { useCases, request in
            let report = try await useCases.makeGetHistoryUseCase().history(for: request)
            let comparison = normals ? useCases.makeCompareWithNormalUseCase() : nil
            return (report, await DailyResult.fetch(report.observed, pastDays: 0, history: nil, normals: comparison))
        } present: { (results: [(report: HistoryReport, daily: DailyResult)]) throws(OutputFailure) in
            let notes = results.map { PlaceExtras(note: router.sourcesNote(for: $0.report)) }
            let extras = marked(notes, by: results.map(\.daily), at: requests.map(\.location))
            try writer.write(DailyDocument(reports: results.map(\.report.observed), extras: extras), as: format)
        }
    }

    /// The user asked to compare the providers' forecasts for a place.
    func comparisonRequested(_ request: CompareForecastsRequest, format: OutputFormat) async -> ExitStatus {
        await runner(format).run { useCases in
            let comparison = useCases.makeCompareForecastsUseCase()
            // The comparison finds the place and checks the days itself; the warnings are asked for after it.
            return try await PlaceAlerts(alerts: showsAlerts ? useCases.makeGetAlertsUseCase() : nil)
                .fetchThenCheck({ try await worded(comparison.compare(request)) }, at: \.location)
        } present: { (checked: PlaceAlerts.Checked<ForecastComparison>) throws(OutputFailure) in
            if case .failed(let error) = checked.alerts { failures.presentAlertsUnchecked(error, place: request.location) }
            let extras = PlaceExtras(note: router.ambiguityNote(for: checked.report.location), alerts: checked.alerts.report)
            try writer.write(ComparisonDocument(comparison: checked.report, extras: extras), as: format)
            return .success
        }
    }

    /// As ``CommandRunner/runEach(_:place:_:present:)``, each report fetched beside the place's warnings when forecast views show
    /// them (the place found once, then the forecast and the warnings asked at the same time); a warning check that
    /// fails is told on standard error and the forecast shown without it.
    private func runEachWithAlerts<Request: Sendable, Report: PlaceReport>(
        _ requests: [Request], format: OutputFormat, place: @escaping @Sendable (Request) -> ForecastLocation,
        validate: @escaping @Sendable (any UseCaseProvider, Request) throws -> Void,
        fetch: @escaping @Sendable (any UseCaseProvider, Request, ForecastLocation) async throws -> Report,
        present: ([Report], [PlaceExtras]) throws(OutputFailure) -> Void
    ) async -> ExitStatus {
        await runner(format).runEach(requests, place: place) { [showsAlerts] useCases, request in
            try await PlaceAlerts(alerts: showsAlerts ? useCases.makeGetAlertsUseCase() : nil)
                .fetch(at: place(request), places: useCases.makeResolvePlaceUseCase(), validate: { try validate(useCases, request) }) { location in
                    try await fetch(useCases, request, location)
                }
        } present: { (checked: [PlaceAlerts.Checked<Report>]) throws(OutputFailure) in
            for (request, check) in zip(requests, checked) {
                if case .failed(let error) = check.alerts { failures.presentAlertsUnchecked(error, place: place(request)) }
            }
            try present(checked.map(\.report), checked.map { PlaceExtras(note: router.ambiguityNote(for: $0.report.location), alerts: $0.alerts.report) })
        }
    }

    /// The comparison with each skipped provider's set-up problem worded as the settings name it.
    private func worded(_ comparison: ForecastComparison) -> ForecastComparison {
        let skipped = comparison.skipped.map { skipped in
            guard case .misconfigured(let problem) = skipped.error else { return skipped }
            return SkippedProvider(provider: skipped.provider, error: .invalidInput(reason: setupReason(problem)))
        }
        return ForecastComparison(location: comparison.location, units: comparison.units, forecasts: comparison.forecasts, skipped: skipped, spread: comparison.spread)
    }

    /// Each place's extras with what was asked beside its forecast marked on them; what could not be had is told on
    /// standard error, naming the place at `locations`' same position.
    private func marked<Result: ForecastExtrasResult>(_ extras: [PlaceExtras], by results: [Result], at locations: [ForecastLocation]) -> [PlaceExtras] {
        zip(zip(extras, results), locations).map { pair, location in
            var (extras, result) = pair
            for failure in result.failures { failures.presentUnfetched(failure.what, failure.error, place: location) }
            result.mark(&extras)
            return extras
        }
    }

    /// The runner of this listener's work, showing results in `format`.
    private func runner(_ format: OutputFormat) -> CommandRunner {
        CommandRunner(makeUseCases: makeUseCases, writer: writer, failures: failures, router: router, format: format)
    }
}
