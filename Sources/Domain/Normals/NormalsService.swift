/// The standard ``CompareWithNormalUseCase``: the place's 30 years of highs and lows (one request, kept a year), each
/// day against its date's window.
public struct NormalsService: CompareWithNormalUseCase {
    private let repository: any NormalsRepository

    /// Makes the use case over the normals' repository.
    public init(repository: any NormalsRepository) {
        self.repository = repository
    }

    /// See ``CompareWithNormalUseCase/comparison(for:)``.
    public func comparison(for forecast: DailyForecastReport) async throws -> NormalsComparison {
        // Temperatures only: the other quantities' units do not matter, and Beaufort is not a temperature.
        let normals = try await repository.climateNormals(at: forecast.place, units: forecast.units.measured).content
        return NormalsComparison(days: forecast.days.map { DayAgainstNormal($0, normals: normals) }, source: repository.source)
    }
}
