import Application
import Domain

extension ServedView {
    /// `/{place}/current`: the conditions now, as `forecast current` shows them.
    package static let current = ServedView(
        name: "current", formats: CurrentInteraction.formats, lineTemplate: LineValues.nowTemplate, barTemplate: LineValues.nowBarTemplate, placeholders: LineValues.current, days: nil
    ) { ask, runner in
        let choice = ExtrasChoice(ask.showsAlerts ? .alerts : nil, .nowcast)
        return await CurrentInteraction.show([CurrentConditionsRequest(location: ask.location, units: ask.units)], choice: choice, on: runner)
    }
}
