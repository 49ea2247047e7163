import Domain

/// What is shown beside a place's report: the note under its header (other places its name could mean), its
/// official warnings when they were checked, and what else was asked beside it.
struct PlaceExtras: Sendable {
    /// The note under the header, or `nil`.
    var note: String?
    /// The command the place's name was close to, when it was typed where a command's name goes (`forecast Ayr`):
    /// a note names the command, under the header of a table, among the messages beside the other formats.
    var lookalike: CommandLookalike? = nil
    /// The place's warnings; `nil` when they were not checked (turned off, or the check failed).
    var alerts: AlertsReport?
    /// The days against the 1991–2020 normal (`daily --normal`); `nil` when not asked or not known.
    var normals: NormalsComparison? = nil
    /// The last observed day above the forecast (`daily --past-days`); `nil` when none is shown.
    var observedThrough: LocalDate? = nil

    /// The members' spread by hour and day (`--ensemble`); `nil` when not asked or not known.
    var ensemble: EnsembleOutlook? = nil

    /// The next two hours (`current`), where a radar or a model at its own short step covers the place; `nil` elsewhere,
    /// when not asked, or not known.
    var nowcast: NowcastReport? = nil

    /// The Sun's days at the place (a picture's nights); `nil` when not asked or not known.
    var sun: SunReport? = nil

    /// `current`'s today and next hours, for a status bar's tooltip; `nil` in the other formats.
    var glance: CurrentGlance? = nil

    /// Who the normals, the ensemble and the nowcast shown beside the report are from, to be credited beside its own
    /// sources.
    var sources: [DataSource] { [normals?.source, ensemble?.source, nowcast?.source].compactMap { $0 } }

    /// Whether the day on `date` is one of the observed days above the forecast (`--past-days`).
    func isObserved(_ date: LocalDate) -> Bool {
        observedThrough.map { date <= $0 } ?? false
    }

    /// A JSON document's `"alerts"` and `"alerts_coverage"` ("covered", "not_covered" or "not_checked"), for its end.
    var alertFields: JSONFields {
        [
            ("alerts", .array((alerts?.alerts ?? []).prefix(AlertsTable.maximumListed).map { JSONValue.object(JSONDocuments.alertFields($0, in: alerts)) })),
            ("alerts_coverage", .string(JSONDocuments.coverage(alerts))),
        ]
    }

    /// The line's values with `{alerts}`, and `{nowcast}` (the nowcast's outlook) when one was had.
    func addingAlerts(to values: [String: String], words: Catalogue) -> [String: String] {
        var values = values
        values["alerts"] = AlertText.summary(alerts, words: words)
        values["nowcast"] = nowcast.map { NowcastText.summary($0, words: words) }
        return values
    }
}
