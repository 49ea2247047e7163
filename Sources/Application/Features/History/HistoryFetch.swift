import Domain

/// What `forecast history` asks: the observed days, each against the normal when chosen.
extension ExtrasCoordinator {
    /// The observed days, each against the normal when chosen.
    func history(_ request: HistoryRequest) async throws -> WithExtras<HistoryReport> {
        let report = try await useCases.make(.history).history(for: request)
        var days = WithExtras(report: report.observed, extras: PlaceExtras(asking: choice.asked))
        await addFromReport(to: &days, in: ExtraScope(useCases: useCases, days: report.observed.days.count, units: request.units))
        return WithExtras(report: report, extras: days.extras, failures: days.failures)
    }
}
