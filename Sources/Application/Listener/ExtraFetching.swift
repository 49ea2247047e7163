import Domain

/// What an extra is fetched over: the run's use cases, and the days and units its report is asked for.
struct ExtraScope: Sendable {
    /// The use cases of this run.
    let useCases: any UseCaseProvider
    /// How many days the report covers, for an extra that spans them: days from today for a forecast (one for the
    /// conditions now), the observed days for history.
    let days: Int
    /// The units the report is asked in.
    let units: Units
}

/// An extra asked at the same time as the report, at the place found once: on a network its round trip hides behind
/// the report's.
protocol ExtraBesideReport: Extra {
    /// What it gives at `place`; `nil` when there is nothing to give there (not covered).
    /// - Throws: What could not be had, told beside the report.
    func fetch(at place: ResolvedPlace, in scope: ExtraScope) async throws(ExtraFailure) -> Value?
}

/// An extra asked once the report is had, from it (the normal of its days, the Sun's days on its place's clocks); it
/// may change the report (the observed days above it).
protocol ExtraFromReport<Report>: Extra {
    /// The report it is asked from.
    associatedtype Report: Sendable

    /// `result` with this extra added to its extras (and its report changed, when it changes it), or its failure.
    func add(to result: inout WithExtras<Report>, in scope: ExtraScope) async
}

extension ExtraBesideReport {
    /// What it gave at `place` as an entry of ``PlaceExtras``, or its failure.
    func fetched(at place: ResolvedPlace, in scope: ExtraScope) async -> (extras: PlaceExtras, failure: ExtraFailure?) {
        var extras = PlaceExtras()
        do throws(ExtraFailure) {
            extras[Self.self] = try await fetch(at: place, in: scope)
            return (extras, nil)
        } catch {
            return (extras, error)
        }
    }
}
