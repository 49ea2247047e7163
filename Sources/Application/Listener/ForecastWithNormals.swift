import Domain

/// A daily forecast and how its days compare with the normal (`daily --normal`): the comparison, or why it could not
/// be made, which is told beside the forecast rather than failing it.
struct ForecastWithNormals: PlaceReport {
    let forecast: Forecast
    /// The comparison; `nil` when not asked for, or when it failed (see ``failure``).
    let normals: NormalsComparison?
    /// Why the comparison could not be made, when it was asked for and failed.
    let failure: (any Error & Sendable)?

    var location: ResolvedPlace { forecast.location }
    var units: Units { forecast.units }
    var source: DataSource { forecast.source }
    var freshness: AnswerFreshness? { forecast.freshness }

    /// `forecast` and, with `normals`, its comparison.
    static func fetch(_ forecast: Forecast, normals: (any CompareWithNormalUseCase)?) async -> ForecastWithNormals {
        guard let normals else { return ForecastWithNormals(forecast: forecast, normals: nil, failure: nil) }
        do {
            return ForecastWithNormals(forecast: forecast, normals: try await normals.comparison(for: forecast), failure: nil)
        } catch {
            return ForecastWithNormals(forecast: forecast, normals: nil, failure: error)
        }
    }
}
