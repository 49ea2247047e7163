import Domain

/// The place's official warnings, asked beside a forecast at the same time as it: a banner over its table,
/// `"alerts"` and `"alerts_coverage"` at the end of its JSON, an `alerts` CSV column, `{alerts}` in its line, the
/// headlines and the most severe in force in its status bar, and a stale check's warning. A check that fails is told
/// before anything else that could not be had.
struct AlertsExtra: ExtraBesideReport, ShownExtra {
    typealias Value = AlertsReport

    /// The most warnings a tooltip lists, most severe first.
    private static var inTooltip: Int { 3 }

    func fetch(at place: ResolvedPlace, in scope: ExtraScope) async throws(ExtraFailure) -> AlertsReport? {
        do {
            return try await scope.useCases.make(.alerts).alerts(at: place)
        } catch {
            throw ExtraFailure(missing: "alerts could not be checked", error: error, toldFirst: true)
        }
    }

    static let placeholders = ["alerts"]

    /// `"alerts"` and `"alerts_coverage"` ("covered", "not_covered" or "not_checked").
    static func jsonFields(in extras: PlaceExtras) -> JSONFields {
        let alerts = extras[Self.self]
        return [
            ("alerts", .array((alerts?.alerts ?? []).prefix(AlertsTable.maximumListed).map { JSONValue.object(JSONDocuments.alertFields($0, in: alerts)) })),
            ("alerts_coverage", .string(JSONDocuments.coverage(alerts))),
        ]
    }

    static func csvFields(in extras: PlaceExtras) -> JSONFields { [("alerts", .string(AlertText.summary(extras[Self.self], words: .english)))] }

    static func lineValues(in extras: PlaceExtras, words: Catalogue) -> [String: String] { ["alerts": AlertText.summary(extras[Self.self], words: words)] }

    static func banner(in extras: PlaceExtras, words: Catalogue) -> TableViewModel.Cell? { extras[Self.self].flatMap { AlertText.banner($0, words: words) } }

    static func staleWarning(in extras: PlaceExtras, at time: ReadingTime) -> String? {
        extras[Self.self].flatMap { alerts in
            FreshnessText.warning(alerts.freshness, at: time)
                .map { $0.replacing("warning: ", with: "warning: alerts for \(alerts.location.place.name): ", maxReplacements: 1) }
        }
    }

    static func tooltip(in extras: PlaceExtras, words: Catalogue) -> [String] {
        (extras[Self.self]?.alerts ?? []).prefix(inTooltip).map { "⚠ " + ($0.headline ?? $0.event) }
    }

    /// The most severe warning in force.
    static func urgency(in extras: PlaceExtras) -> StatusBarUrgency? { extras[Self.self]?.active.map(\.severity).max().map(StatusBarUrgency.init(alertSeverity:)) }
}

extension AskedExtra {
    /// The place's official warnings.
    package static let alerts = AskedExtra(extra: AlertsExtra())
}
