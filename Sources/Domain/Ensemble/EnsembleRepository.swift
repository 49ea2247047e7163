/// Where ensembles come from: one model run many times, each member's hours at a place.
public protocol EnsembleRepository: Sendable {
    /// Who runs the ensembles.
    var source: DataSource { get }
    /// The most days one ensemble can cover.
    var maximumDays: Int { get }

    /// The members' hours at `place` from the start of today for `days` days, in `units`, of `model` (the service's
    /// name for it) or, when `nil`, of the model the repository picks for the place's region. The answer's
    /// ``EnsembleForecast/model`` names the model used.
    /// - Throws: ``ForecastError``.
    func ensemble(at place: Place, model: String?, days: Int, units: Units) async throws -> ForecastAnswer<EnsembleForecast>
}

extension DataSet {
    /// An ensemble's members, for how sure a forecast is.
    public static let ensemble = DataSet(rawValue: "ensemble")
}
