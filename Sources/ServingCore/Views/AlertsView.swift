import Application
import Domain

extension ServedView {
    /// `/{place}/alerts`: the official warnings in force, as `forecast alerts` shows them.
    package static let alerts = ServedView(name: "alerts", formats: AlertsInteraction.formats, lineTemplate: { _ in LineValues.alertsTemplate }, barTemplate: nil,
        placeholders: LineValues.alerts, days: nil) { ask, runner in
        await AlertsInteraction.show([ask.location], full: false, on: runner)
    }
}
