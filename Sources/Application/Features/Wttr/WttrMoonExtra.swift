import Domain

/// The Moon's phase today at the place of the conditions now, computed offline once they are had: `%m` and `%M`.
struct WttrMoonExtra: ExtraFromReport {
    /// The Moon's day today.
    typealias Value = MoonReport

    /// The conditions' report with the Moon's day at its place added, or what kept it from being had.
    func add(to result: inout WithExtras<CurrentConditionsReport>, in scope: ExtraScope) async {
        do {
            result.extras[Self.self] = try await scope.useCases.make(.moonPhases).moonPhases(for: SkyRequest(location: .resolved(result.report.location)))
        } catch {
            result.failures.append(.unfetched("the Moon's phase", error))
        }
    }
}

extension AskedExtra {
    /// The Moon's phase today at the place, for a wttr.in line.
    static let wttrMoon = AskedExtra(extra: WttrMoonExtra())
}
