import Domain

/// The ensemble asked beside a forecast: at the same place, at the same time as the forecast (it needs only the place
/// and the days); what could not be had is told beside the forecast, not instead of it.
struct EnsembleFetch: Sendable {
    let outlook: any GetEnsembleOutlookUseCase
    let choice: EnsembleChoice

    /// What one fetch gave: the outlook, or what could not be had.
    typealias Fetched = (outlook: EnsembleOutlook?, failures: [(what: String, error: any Error & Sendable)])

    /// `forecast` at `location` and, when `ensemble` is asked, its outlook for `days` days from today in `units`, both
    /// at once. The place is found first (after `validate`), once, so that the two do not both look a name up.
    /// - Throws: What `validate`, finding the place and `forecast` throw; never the ensemble's failure.
    static func forecast<Report: Sendable>(
        _ ensemble: EnsembleFetch?, at location: ForecastLocation, days: Int, units: Units, places: any ResolvePlaceUseCase,
        validate: () throws -> Void, _ forecast: (ForecastLocation) async throws -> Report
    ) async throws -> (report: Report, ensemble: Fetched) {
        guard let ensemble else { return (try await forecast(location), (nil, [])) }
        try validate()
        let place = ForecastLocation.resolved(try await places.resolvePlace(location))
        async let fetched = ensemble.fetch(at: place, days: days, units: units)
        let report = try await forecast(place)
        return (report, await fetched)
    }

    /// The outlook at `location` for `days` days from today (at most the service's), in `units`.
    private func fetch(at location: ForecastLocation, days: Int, units: Units) async -> Fetched {
        do {
            let request = EnsembleRequest(location: location, days: min(max(days, 1), outlook.maximumDays), model: choice.model, units: units)
            return (try await outlook.outlook(for: request), [])
        } catch {
            return (nil, [("the ensemble", error)])
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
}
