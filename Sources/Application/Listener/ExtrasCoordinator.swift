import Domain

/// The one way a forecast view asks for what is shown beside its report: the request checked once, the place found
/// once, then the report, the place's warnings and the ensemble asked at the same time; the past days and the normal,
/// which need the report's days, after it. What cannot be had beside the report is one list of failures, told beside
/// it, never instead of it.
struct ExtrasCoordinator: Sendable {
    /// The use cases of this run.
    let useCases: any UseCaseProvider
    /// What is asked beside the report.
    let choice: ExtrasChoice

    /// `fetch`'s report for `location`, with the warnings and, over `days` days from today in `units`, the ensemble.
    /// - Throws: What `validate`, finding the place or `fetch` throws; never what is asked beside it.
    func fetch<Report: Sendable>(
        at location: ForecastLocation, days: Int, units: Units, validate: () throws -> Void,
        _ fetch: @Sendable (ForecastLocation) async throws -> Report
    ) async throws -> WithExtras<Report> {
        try validate()
        let place = try await useCases.makeResolvePlaceUseCase().resolvePlace(location)
        async let alerts = checkedAlerts(at: place)
        async let ensemble = spread(at: place, days: days, units: units)
        let report = try await fetch(.resolved(place))
        let (checked, spread) = await (alerts, ensemble)
        var result = WithExtras(report: report)
        (result.extras.alerts, result.extras.ensemble) = (checked.report, spread.outlook)
        result.failures = [checked.failure, spread.failure].compactMap { $0 }
        return result
    }

    /// The daily forecast with the observed days before today above it and each day against the normal, as chosen.
    func daily(_ request: DailyForecastRequest) async throws -> WithExtras<DailyForecastReport> {
        let maximumDays = useCases.capabilities.maximumDays
        var result = try await fetch(at: request.location, days: request.days, units: request.units, validate: { try request.validate(maximumDays: maximumDays) }) { place in
            try await useCases.makeGetDailyForecastUseCase().dailyForecast(for: DailyForecastRequest(location: place, days: request.days, units: request.units))
        }
        await addPastDays(to: &result)
        await compareWithNormal(&result)
        return result
    }

    /// The observed days, each against the normal when chosen.
    func history(_ request: HistoryRequest) async throws -> WithExtras<HistoryReport> {
        let report = try await useCases.makeGetHistoryUseCase().history(for: request)
        var days = WithExtras(report: report.observed)
        await compareWithNormal(&days)
        return WithExtras(report: report, extras: days.extras, failures: days.failures)
    }

    /// The place's warnings; `nil` report when not chosen or when the check failed (then its failure).
    private func checkedAlerts(at place: ResolvedPlace) async -> (report: AlertsReport?, failure: ExtraFailure?) {
        guard choice.alerts else { return (nil, nil) }
        do {
            return (try await useCases.makeGetAlertsUseCase().alerts(at: place), nil)
        } catch {
            return (nil, .alerts(error))
        }
    }

    /// The ensemble's outlook for `days` days from today (at most the service's); `nil` when not chosen or failed.
    private func spread(at place: ResolvedPlace, days: Int, units: Units) async -> (outlook: EnsembleOutlook?, failure: ExtraFailure?) {
        guard let ensemble = choice.ensemble else { return (nil, nil) }
        let outlook = useCases.makeGetEnsembleOutlookUseCase()
        do {
            let request = EnsembleRequest(location: .resolved(place), days: min(max(days, 1), outlook.maximumDays), model: ensemble.model, units: units)
            return (try await outlook.outlook(for: request), nil)
        } catch {
            return (nil, .unfetched("the ensemble", error))
        }
    }

    /// The observed days before the forecast's first, above it, as chosen.
    private func addPastDays(to result: inout WithExtras<DailyForecastReport>) async {
        let forecast = result.report
        guard choice.pastDays > 0, let today = forecast.days.first?.date else { return }
        let request = HistoryRequest(
            location: .resolved(forecast.location), first: LocalDate(daysSinceEpoch: today.daysSinceEpoch - choice.pastDays),
            last: LocalDate(daysSinceEpoch: today.daysSinceEpoch - 1), units: forecast.units
        )
        do {
            let past = try await useCases.makeGetHistoryUseCase().history(for: request).observed.days
            result = WithExtras(
                report: DailyForecastReport(
                    location: forecast.location, days: past + forecast.days, units: forecast.units, source: forecast.source, freshness: forecast.freshness
                ),
                extras: result.extras, failures: result.failures
            )
            result.extras.pastDays = past.count
            result.extras.observedThrough = past.last?.date
        } catch {
            result.failures.append(.unfetched("the past days", error))
        }
    }

    /// Each shown day against the normal, as chosen.
    private func compareWithNormal(_ result: inout WithExtras<DailyForecastReport>) async {
        guard choice.normals else { return }
        do {
            result.extras.normals = try await useCases.makeCompareWithNormalUseCase().comparison(for: result.report)
        } catch {
            result.failures.append(.unfetched("the normal", error))
        }
    }
}
