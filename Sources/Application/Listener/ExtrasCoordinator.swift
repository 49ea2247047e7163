import Domain

/// The one way a forecast view asks for what is shown beside its report: the request checked once, the place found
/// once, then the report, the place's warnings, the ensemble and the nowcast asked at the same time; the past days, the
/// normal and the Sun's days (for a picture's nights),
/// which need the report's days, after it (daily's and history's steps are in their feature folders, `DailyFetch.swift`
/// and `HistoryFetch.swift`). What cannot be had beside the report is one list of failures, told beside it, never
/// instead of it.
struct ExtrasCoordinator: Sendable {
    /// The use cases of this run.
    let useCases: any UseCaseProvider
    /// What is asked beside the report.
    let choice: ExtrasChoice

    /// `fetch`'s report for `location`, with the warnings, the nowcast in `units` where one covers the place natively,
    /// and, over `days` days from today in `units`, the ensemble.
    /// - Throws: What `validate`, finding the place or `fetch` throws; never what is asked beside it.
    func fetch<Report: Sendable>(
        at location: ForecastLocation, days: Int, units: Units, validate: () throws -> Void,
        _ fetch: @Sendable (ForecastLocation) async throws -> Report
    ) async throws -> WithExtras<Report> {
        try validate()
        let place = try await useCases.make(.resolvePlace).resolvePlace(location)
        async let alerts = checkedAlerts(at: place)
        async let ensemble = spread(at: place, days: days, units: units)
        async let nowcast = nowcast(at: place, units: units)
        let report = try await fetch(.resolved(place))
        let (checked, spread, steps) = await (alerts, ensemble, nowcast)
        var result = WithExtras(report: report)
        (result.extras.alerts, result.extras.ensemble, result.extras.nowcast) = (checked.report, spread.outlook, steps.report)
        result.failures = [checked.failure, spread.failure, steps.failure].compactMap { $0 }
        return result
    }

    /// The Sun's days at the report's place for `days` days from today, computed offline, as chosen: on the clocks of
    /// the report's place, whose zone the forecast gives where a coordinate had none.
    func addSunDays<Report: PlaceReport>(to result: inout WithExtras<Report>, days: Int) async {
        guard choice.sun else { return }
        do {
            let request = SkyRequest(location: .resolved(result.report.location), days: min(max(days, 1), SkyRequest.maximumDays))
            result.extras.sun = try await useCases.make(.sunTimes).sunTimes(for: request)
        } catch {
            result.failures.append(.unfetched("the Sun's times", error))
        }
    }

    /// The place's warnings; `nil` report when not chosen or when the check failed (then its failure).
    private func checkedAlerts(at place: ResolvedPlace) async -> (report: AlertsReport?, failure: ExtraFailure?) {
        guard choice.alerts else { return (nil, nil) }
        do {
            return (try await useCases.make(.alerts).alerts(at: place), nil)
        } catch {
            return (nil, .alerts(error))
        }
    }

    /// The ensemble's outlook for `days` days from today (at most the service's); `nil` when not chosen or failed.
    private func spread(at place: ResolvedPlace, days: Int, units: Units) async -> (outlook: EnsembleOutlook?, failure: ExtraFailure?) {
        guard let ensemble = choice.ensemble else { return (nil, nil) }
        do {
            let outlook = try useCases.make(.ensembleOutlook)
            let request = EnsembleRequest(location: .resolved(place), days: min(max(days, 1), outlook.maximumDays), model: ensemble.model, units: units)
            return (try await outlook.outlook(for: request), nil)
        } catch {
            return (nil, .unfetched("the ensemble", error))
        }
    }

    /// The next two hours' nowcast where one covers the place natively (elsewhere nothing is asked); `nil` when not
    /// chosen, not covered, or failed (then its failure).
    private func nowcast(at place: ResolvedPlace, units: Units) async -> (report: NowcastReport?, failure: ExtraFailure?) {
        guard choice.nowcast else { return (nil, nil) }
        do {
            let nowcasts = try useCases.make(.nowcast)
            guard nowcasts.coversNatively(place.place) else { return (nil, nil) }
            return (try await nowcasts.nowcast(for: NowcastRequest(location: .resolved(place), units: units)), nil)
        } catch {
            return (nil, .unfetched("the nowcast", error))
        }
    }

    /// Each shown day against the normal, as chosen.
    func compareWithNormal(_ result: inout WithExtras<DailyForecastReport>) async {
        guard choice.normals else { return }
        do {
            result.extras.normals = try await useCases.make(.normalComparison).comparison(for: result.report)
        } catch {
            result.failures.append(.unfetched("the normal", error))
        }
    }
}
