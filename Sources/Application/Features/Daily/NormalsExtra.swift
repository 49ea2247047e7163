import Domain

/// Each day against the 1991–2020 normal, asked once the days are had (`daily --normal`, `history --normal`): a note,
/// a column and marks in the daily views, `"normal"` and `"anomaly"` on each day of its JSON and their CSV columns;
/// credited to its source.
struct NormalsExtra: ExtraFromReport {
    typealias Value = NormalsComparison

    static func credit(of normals: NormalsComparison) -> DataSource? { normals.source }

    func add(to result: inout WithExtras<DailyForecastReport>, in scope: ExtraScope) async {
        do {
            result.extras[Self.self] = try await scope.useCases.make(.normalComparison).comparison(for: result.report)
        } catch {
            result.failures.append(.unfetched("the normal", error))
        }
    }
}

extension AskedExtra {
    /// Each day against the normal.
    package static let normals = AskedExtra(extra: NormalsExtra())
}
