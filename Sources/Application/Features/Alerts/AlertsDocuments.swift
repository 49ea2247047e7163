import Domain

extension JSONDocuments {
    /// `forecast alerts`: `{"place", "coverage", "source", "alerts", "omitted", "unanswered", "fetched_at", "stale"}`;
    /// at most ``AlertsTable/maximumListed`` alerts, `omitted` counting the rest, `unanswered` naming the covering
    /// services that could not be asked while another answered.
    static func alerts(_ report: AlertsReport) -> JSONValue {
        .object([
            ("place", place(report.location.place)),
            ("coverage", .string(coverage(report))),
            ("source", report.source.map(source) ?? .null),
            ("alerts", .array(report.alerts.prefix(AlertsTable.maximumListed).map { JSONValue.object(alertFields($0, in: report)) })),
            ("omitted", .number(Double(max(0, report.alerts.count - AlertsTable.maximumListed)))),
            ("unanswered", .array(report.unanswered.map { .string($0.provider) })),
        ] + freshness(report.freshness))
    }

    /// One alert; times ISO 8601 with the place's offset, `null` when unknown.
    static func alertFields(_ alert: WeatherAlert, in report: AlertsReport?) -> JSONFields {
        func time(_ instant: Instant?) -> JSONValue {
            .string(instant.map { AlertText.iso8601($0, offsetSeconds: report?.utcOffsetSeconds(at: $0) ?? 0) })
        }
        return [
            ("id", .string(alert.id)),
            ("event", .string(alert.event)),
            ("severity", .string(alert.severity.name)),
            ("certainty", .string(alert.certainty)),
            ("urgency", .string(alert.urgency)),
            ("onset", time(alert.onset)),
            ("ends", time(alert.ends)),
            ("expires", time(alert.expires)),
            ("headline", .string(alert.headline)),
            ("description", .string(alert.description)),
            ("instruction", .string(alert.instruction)),
            ("sender", .string(alert.sender)),
            ("areas", .array(alert.areas.map { .string($0) })),
            ("level_colour", .string(alert.levelColour)),
            ("url", .string(alert.link)),
            ("categories", .array(alert.categories.map { .string($0.rawValue) })),
            ("all_clear", .bool(alert.isAllClear)),
            ("language", .string(alert.language)),
            ("in_requested_language", .bool(alert.isInRequestedLanguage)),
        ]
    }

    /// "covered", "not_covered", or "not_checked" when there is no report.
    static func coverage(_ report: AlertsReport?) -> String {
        switch report?.coverage {
        case .covered?: "covered"
        case .notCovered?: "not_covered"
        case nil: "not_checked"
        }
    }
}

extension CSVDocuments {
    /// One row an alert, the place first; a place with none has no row.
    static func alerts(_ reports: [AlertsReport]) -> CSVTable {
        let header = ["place", "id", "event", "severity", "certainty", "urgency", "onset", "ends", "expires", "headline", "description",
                      "instruction", "sender", "areas", "level_colour", "url", "categories", "all_clear", "language",
                      "in_requested_language", "fetched_at", "stale"]
        let groups = reports.map { report in
            let alerts = report.alerts.prefix(AlertsTable.maximumListed).map { Record(JSONDocuments.alertFields($0, in: report)) }
            return (report.location.place.name, stamped(alerts, report.freshness))
        }
        let table = records(groups, first: "place")
        return table.rows.isEmpty ? CSVTable(header: header, rows: []) : table
    }
}

extension LineValues {
    /// `alerts`'s: the count and the most severe.
    package static let alerts = ["place", "alerts", "event", "severity", "until", "source"]
    /// The default template of `alerts`.
    package static let alertsTemplate = "{place}: {alerts}"

    /// A place's warnings for `--format line`: `{alerts}` (count and the most severe), its `{event}`, `{severity}`,
    /// `{until}` (local time), and `{source}`.
    static func values(_ report: AlertsReport, words: Catalogue) -> [String: String] {
        var values = ["place": report.location.place.name, "alerts": AlertText.summary(report, words: words)]
        values["source"] = report.source?.provider
        if let first = report.alerts.first {
            values["event"] = AlertText.event(first, words: words)
            values["severity"] = words("alerts.severity." + first.severity.name)
            values["until"] = first.ends.map { AlertText.time($0, in: report, words: words) }
        }
        return values
    }
}
