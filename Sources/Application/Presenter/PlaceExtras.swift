import Domain

/// What is shown beside a place's report: the note under its header (other places its name could mean) and its
/// official warnings, when they were checked.
struct PlaceExtras: Sendable {
    /// The note under the header, or `nil`.
    var note: String?
    /// The place's warnings; `nil` when they were not checked (turned off, or the check failed).
    var alerts: AlertsReport?
    /// The days against the 1991–2020 normal (`daily --normal`); `nil` when not asked or not known.
    var normals: NormalsComparison? = nil
    /// How many of the first days are observed, not forecast (`daily --past-days`).
    var pastDays = 0

    /// The members' spread by hour and day (`--ensemble`); `nil` when not asked or not known.
    var ensemble: EnsembleOutlook? = nil

    /// Who the normals and the ensemble shown beside the report are from, to be credited beside its own sources.
    var sources: [DataSource] { [normals?.source, ensemble?.source].compactMap { $0 } }

    /// The JSON document with each of its `days` given `"past"` (observed, not forecast) with `--past-days`, and
    /// `"normal"` and `"anomaly"` (`{"temperature_max", "temperature_min"}`) when the normals are known; unchanged
    /// otherwise. (The ensemble's fields are the documents' own: they are keyed by date or time, not position.)
    func addingDayMarks(to document: JSONValue) -> JSONValue {
        guard normals != nil || pastDays > 0, case .object(var members) = document, let index = members.firstIndex(where: { $0.0 == "days" }),
              case .array(let days) = members[index].1 else { return document }
        members[index].1 = .array(days.enumerated().map { position, day in
            guard case .object(let fields) = day else { return day }
            let normal = normals.flatMap { position < $0.days.count ? NormalText.fields($0.days[position]) : nil } ?? []
            return .object(fields + (pastDays > 0 ? [("past", .bool(position < pastDays))] : []) + normal)
        })
        return .object(members)
    }

    /// The JSON document with `"alerts"` and `"alerts_coverage"` ("covered", "not_covered" or "not_checked") at its end.
    func addingAlerts(to document: JSONValue) -> JSONValue {
        guard case .object(let members) = document else { return document }
        return .object(members + [
            ("alerts", .array((alerts?.alerts ?? []).prefix(AlertsTable.maximumListed).map { JSONDocuments.alert($0, in: alerts) })),
            ("alerts_coverage", .string(JSONDocuments.coverage(alerts))),
        ])
    }

    /// The line's values with `{alerts}`.
    func addingAlerts(to values: [String: String], words: Catalogue) -> [String: String] {
        values.merging(["alerts": AlertText.summary(alerts, words: words)]) { $1 }
    }
}
