import Application
import Domain

extension ServedView {
    /// `/{place}/moon`: the Moon's phase, rise and set, as `forecast moon` shows them.
    package static let moon = ServedView(name: "moon", formats: MoonInteraction.formats, lineTemplate: LineValues.moonTemplate, barTemplate: nil, placeholders: LineValues.moon, days: 1...SkyRequest.maximumDays) { ask, runner in
        await MoonInteraction.show([SkyRequest(location: ask.location, days: ask.days ?? 1)], on: runner)
    }
}
