import Domain

/// Today's forecast and the next hours at the place of the conditions now, asked once they are had, for a status
/// bar's tooltip (``CurrentGlance``); `current` asks it for a bar's formats only.
struct GlanceExtra: ExtraFromReport {
    typealias Value = CurrentGlance

    func add(to result: inout WithExtras<CurrentConditionsReport>, in scope: ExtraScope) async {
        result.extras[Self.self] = await CurrentGlance.fetch(
            at: result.report.location, units: scope.units, hours: StatusBarFacts.hoursInTooltip + 1, useCases: scope.useCases
        )
    }
}

extension AskedExtra {
    /// Today's forecast and the next hours, for a status bar's tooltip.
    static let glance = AskedExtra(extra: GlanceExtra())
}
