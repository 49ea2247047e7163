import Domain

/// The Sun's day at the place of the conditions now, computed offline once they are had (a coordinate's zone is the
/// one the conditions' answer gave): `%D`, `%S`, `%z`, `%s`, `%d`, and the clock `%T` reads.
struct WttrSunExtra: ExtraFromReport {
    /// The Sun's day today.
    typealias Value = SunReport

    /// The conditions' report with the Sun's day at its place added, or what kept it from being had.
    func add(to result: inout WithExtras<CurrentConditionsReport>, in scope: ExtraScope) async {
        do {
            result.extras[Self.self] = try await scope.useCases.make(.sunTimes).sunTimes(for: SkyRequest(location: .resolved(result.report.location)))
        } catch {
            result.failures.append(.unfetched("the Sun's times", error))
        }
    }
}

extension AskedExtra {
    /// The Sun's day today at the place, for a wttr.in line.
    static let wttrSun = AskedExtra(extra: WttrSunExtra())
}
