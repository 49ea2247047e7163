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

    /// The JSON document with each of its `days` given `"past"` (observed, not forecast) with `--past-days`,
    /// `"normal"` and `"anomaly"` (`{"temperature_max", "temperature_min"}`) when the normals are known, and each of
    /// its `days` or `hours` given `"ensemble"` when the ensemble is; unchanged otherwise.
    func addingRowMarks(to document: JSONValue) -> JSONValue {
        guard normals != nil || pastDays > 0 || ensemble != nil, case .object(var members) = document else { return document }
        for (index, member) in members.enumerated() {
            guard case .array(let rows) = member.value, member.key == "days" || member.key == "hours" else { continue }
            members[index].value = .array(rows.enumerated().map { position, row in
                guard case .object(let fields) = row else { return row }
                return .object(fields + (member.key == "days" ? dayMarks(at: position, fields) : hourMarks(fields)))
            })
        }
        return .object(members)
    }

    /// A day's `past`, `normal`, `anomaly` and `ensemble`, as known.
    private func dayMarks(at position: Int, _ fields: [(key: String, value: JSONValue)]) -> [(String, JSONValue)] {
        let normal = normals.flatMap { position < $0.days.count ? NormalText.fields($0.days[position]) : nil } ?? []
        let date = fields.first { $0.key == "date" }.flatMap { field -> LocalDate? in
            guard case .string(let text) = field.value else { return nil }
            return LocalDate(iso8601: text)
        }
        let spread = ensemble.map { outlook in [EnsembleText.field(date.flatMap(outlook.spread(on:)), units: outlook.units)] } ?? []
        return (pastDays > 0 ? [("past", .bool(position < pastDays))] : []) + normal + spread
    }

    /// An hour's `ensemble`, when known.
    private func hourMarks(_ fields: [(key: String, value: JSONValue)]) -> [(String, JSONValue)] {
        guard let ensemble else { return [] }
        let time = fields.first { $0.key == "time" }.flatMap { field -> LocalDateTime? in
            guard case .string(let text) = field.value else { return nil }
            return LocalDateTime(iso8601: text)
        }
        return [EnsembleText.field(time.flatMap(ensemble.spread(at:)), units: ensemble.units)]
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
