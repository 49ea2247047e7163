package import Domain

/// The least severity `check alert --severity` counts.
package enum AlertSeverityChoice: String, Sendable, CaseIterable {
    case minor, moderate, severe, extreme

    /// The domain's severity.
    package var severity: WeatherAlert.Severity {
        switch self {
        case .minor: .minor
        case .moderate: .moderate
        case .severe: .severe
        case .extreme: .extreme
        }
    }
}

extension AlertCheckAnswer {
    /// The one line, in English for scripts: "yes: Wind Advisory (moderate) until Tue 08:29 (NWS)", "no: …".
    var line: String {
        let words = Catalogue.english
        guard let match else {
            guard let source = report.source else {
                let country = report.location.place.country ?? report.location.place.name
                return "no: no alert service covers \(country), so none can be known"
            }
            let window = DurationText.spoken(minutes: withinMinutes)
            return "no: no \(severity.name) or worse alert now or in the next \(window) from \(AlertText.serviceName(source))"
        }
        let when: String
        if !match.hasStarted(at: report.checkedAt), let onset = match.onset {
            when = "from \(AlertText.time(onset, in: report, words: words))"
        } else {
            when = match.ends.map { "until \(AlertText.time($0, in: report, words: words))" } ?? "in force, end not given"
        }
        return "yes: \(match.event) (\(match.severity.name)) \(when)"
    }
}

extension JSONDocuments {
    /// `check alert`: `{"answer", "condition", "severity", "within", "alert", "coverage", "place", "source"}`.
    static func check(_ answer: AlertCheckAnswer) -> JSONValue {
        .object([
            ("answer", .bool(answer.answer)),
            ("condition", .string("alert")),
            ("severity", .string(answer.severity.name)),
            ("within", .string(DurationText.compact(minutes: answer.withinMinutes))),
            ("alert", answer.match.map { .object(alertFields($0, in: answer.report)) } ?? .null),
            ("coverage", .string(coverage(answer.report))),
            ("place", place(answer.report.location.place)),
            ("source", answer.report.source.map(source) ?? .null),
        ] + freshness(answer.report.freshness))
    }
}

extension CSVDocuments {
    /// One row: the answer and the warning it found.
    static func check(_ answer: AlertCheckAnswer) -> CSVTable {
        let match = answer.match
        let row: JSONFields = [
            ("answer", .bool(answer.answer)), ("condition", .string("alert")), ("severity", .string(answer.severity.name)),
            ("within", .string(DurationText.compact(minutes: answer.withinMinutes))), ("event", .string(match?.event)),
            ("alert_severity", .string(match?.severity.name)), ("coverage", .string(JSONDocuments.coverage(answer.report))),
        ] + JSONDocuments.freshness(answer.report.freshness)
        return records([(answer.report.location.place.name, [row])], first: "place")
    }
}
