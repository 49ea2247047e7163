import Domain

/// The one way a forecast view asks for what is shown beside its report: the request checked once, the place found
/// once, then the report and every extra asked beside it (``ExtraBesideReport``: the place's warnings, the ensemble,
/// the nowcast) at the same time; then each extra asked from the report (``ExtraFromReport``: the past days, the
/// normal, the Sun's days for a picture's nights), which need the report's days, after it, in the order asked. What
/// cannot be had beside the report is one list of failures, told beside it, never instead of it.
struct ExtrasCoordinator: Sendable {
    /// The use cases of this run.
    let useCases: any UseCaseProvider
    /// What is asked beside the report.
    let choice: ExtrasChoice

    /// `fetch`'s report for `location` with every extra asked, over `days` days from today in `units`.
    /// - Throws: What `validate`, finding the place or `fetch` throws; of what is asked beside it, only a use case the
    ///   run's provider does not have (``UseCaseUnavailable``: a wiring error, not a service's failure to tell beside
    ///   the report).
    func fetch<Report: Sendable>(
        at location: ForecastLocation, days: Int, units: Units, validate: () throws -> Void,
        _ fetch: @Sendable (ForecastLocation) async throws -> Report
    ) async throws -> WithExtras<Report> {
        try validate()
        let place = try await useCases.make(.resolvePlace).resolvePlace(location)
        let scope = ExtraScope(useCases: useCases, days: days, units: units)
        async let beside = besideReport(at: place, in: scope)
        let report = try await fetch(.resolved(place))
        let (extras, failures) = await beside
        var result = WithExtras(report: report, extras: extras, failures: failures)
        await addFromReport(to: &result, in: scope)
        if let unavailable = result.failures.lazy.compactMap({ $0.error as? UseCaseUnavailable }).first { throw unavailable }
        return result
    }

    /// `result` with each extra asked from its report added, in the order asked.
    func addFromReport<Report: Sendable>(to result: inout WithExtras<Report>, in scope: ExtraScope) async {
        for case let extra as any ExtraFromReport<Report> in choice.asked {
            await extra.add(to: &result, in: scope)
        }
    }

    /// What each extra asked beside the report gave at `place`, all asked at the same time, and what could not be
    /// had, in the order asked.
    private func besideReport(at place: ResolvedPlace, in scope: ExtraScope) async -> (PlaceExtras, [ExtraFailure]) {
        let fetched = await withTaskGroup(of: (Int, (extras: PlaceExtras, failure: ExtraFailure?)).self) { group in
            for case let (index, extra as any ExtraBesideReport) in choice.asked.enumerated() {
                group.addTask { (index, await extra.fetched(at: place, in: scope)) }
            }
            return await group.reduce(into: []) { $0.append($1) }.sorted { $0.0 < $1.0 }.map(\.1)
        }
        var extras = PlaceExtras(asking: choice.asked)
        for each in fetched { extras.add(each.extras) }
        return (extras, fetched.compactMap(\.failure))
    }
}
