import Domain

/// The ensemble asked beside a forecast: after it, for its place, from today for as many days as it shows; what could
/// not be had is told beside the forecast, not instead of it.
struct EnsembleFetch: Sendable {
    let outlook: any GetEnsembleOutlookUseCase
    let choice: EnsembleChoice

    /// The outlook at `location` for `days` days from today (at most the service's), in `units`.
    func fetch(at location: ResolvedPlace, days: Int, units: Units) async -> Result<EnsembleOutlook, any Error & Sendable> {
        do {
            let request = EnsembleRequest(location: .resolved(location), days: min(max(days, 1), outlook.maximumDays), model: choice.model, units: units)
            return .success(try await outlook.outlook(for: request))
        } catch {
            return .failure(error)
        }
    }
}

/// What `hourly` shows for a place: the hours, and the ensemble's spread beside them when asked.
struct HourlyResult: PlaceReport, ForecastExtrasResult {
    let report: HourlyForecastReport
    /// The spread; `nil` when not asked for, or when it failed.
    let ensemble: EnsembleOutlook?
    /// What could not be had: "the ensemble".
    let failures: [(what: String, error: any Error & Sendable)]

    var location: ResolvedPlace { report.location }
    var units: Units { report.units }
    var source: DataSource { report.source }
    var freshness: AnswerFreshness? { report.freshness }

    func mark(_ extras: inout PlaceExtras) {
        extras.ensemble = ensemble
    }

    /// `report`, with the ensemble for the days its hours span when `ensemble` is given.
    static func fetch(_ report: HourlyForecastReport, ensemble: EnsembleFetch?) async -> HourlyResult {
        guard let ensemble, let first = report.hours.first?.time.date, let last = report.hours.last?.time.date else {
            return HourlyResult(report: report, ensemble: nil, failures: [])
        }
        switch await ensemble.fetch(at: report.location, days: last.daysSinceEpoch - first.daysSinceEpoch + 1, units: report.units) {
        case .success(let outlook): return HourlyResult(report: report, ensemble: outlook, failures: [])
        case .failure(let error): return HourlyResult(report: report, ensemble: nil, failures: [("the ensemble", error)])
        }
    }
}
