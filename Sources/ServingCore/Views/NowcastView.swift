import Application
import Domain

extension ServedView {
    /// `/{place}/nowcast`: rain in the next two hours, as `forecast nowcast` shows it.
    package static let nowcast = ServedView(
        name: "nowcast", formats: NowcastInteraction.formats, lineTemplate: { _ in LineValues.nowcastTemplate },
        barTemplate: { _ in LineValues.nowcastBarTemplate }, placeholders: LineValues.nowcast,
        days: nil
    ) { ask, runner in
        await NowcastInteraction.show([NowcastRequest(location: ask.location, minutes: NowcastRequest.maximumMinutes, units: ask.units)], on: runner)
    }
}
