import Domain

/// What was asked beside a forecast, to be marked on its place's extras; what could not be had, to be told.
protocol ForecastExtrasResult {
    /// What could not be had, each with what it was: "the past days", "the normal", "the ensemble".
    var failures: [(what: String, error: any Error & Sendable)] { get }
    /// Marks what was had on `extras`.
    func mark(_ extras: inout PlaceExtras)
}

/// What `daily` shows for a place: the forecast, with the observed days before today above it (`--past-days`) and
/// each day against the normal (`--normal`), and the ensemble's spread (`--ensemble`); what could not be had of those
/// is told beside the forecast, not instead of it.
struct DailyResult: PlaceReport, ForecastExtrasResult {
    /// The days shown: the past days asked for, then the forecast's.
    let forecast: DailyForecastReport
    /// How many of the first days are observed, not forecast.
    let pastDays: Int
    /// The comparison with the normal; `nil` when not asked for, or when it failed.
    let normals: NormalsComparison?
    /// The ensemble's spread; `nil` when not asked for, or when it failed.
    let ensemble: EnsembleOutlook?
    /// What could not be had, each with what it was: "the past days", "the normal", "the ensemble".
    let failures: [(what: String, error: any Error & Sendable)]

    var location: ResolvedPlace { forecast.location }
    var units: Units { forecast.units }
    var source: DataSource { forecast.source }
    var freshness: AnswerFreshness? { forecast.freshness }

    func mark(_ extras: inout PlaceExtras) {
        extras.normals = normals
        extras.ensemble = ensemble
        extras.pastDays = pastDays
    }

    /// `forecast`, preceded by `pastDays` observed days from `history`, then compared with `normals`, as asked, with
    /// the `ensemble` fetched beside it.
    static func fetch(
        _ forecast: DailyForecastReport, pastDays: Int, history: (any GetHistoryUseCase)?, normals: (any CompareWithNormalUseCase)?,
        ensemble: EnsembleFetch.Fetched = (nil, [])
    ) async -> DailyResult {
        var failures = ensemble.failures
        var shown = forecast, observed = 0
        if pastDays > 0, let history, let today = forecast.days.first?.date {
            let request = HistoryRequest(
                location: .resolved(forecast.location), first: LocalDate(daysSinceEpoch: today.daysSinceEpoch - pastDays),
                last: LocalDate(daysSinceEpoch: today.daysSinceEpoch - 1), units: forecast.units
            )
            do {
                let past = try await history.history(for: request).observed.days
                shown = DailyForecastReport(location: forecast.location, days: past + forecast.days, units: forecast.units, source: forecast.source, freshness: forecast.freshness)
                observed = past.count
            } catch {
                failures.append(("the past days", error))
            }
        }
        var comparison: NormalsComparison?
        if let normals {
            do {
                comparison = try await normals.comparison(for: shown)
            } catch {
                failures.append(("the normal", error))
            }
        }
        return DailyResult(forecast: shown, pastDays: observed, normals: comparison, ensemble: ensemble.outlook, failures: failures)
    }
}
