import Application
import Domain

extension ServedView {
    /// `/{place}/sun`: sunrise, sunset and daylight, as `forecast sun` shows them.
    package static let sun = ServedView(name: "sun", formats: SunInteraction.formats, lineTemplate: { _ in LineValues.sunTemplate }, barTemplate: nil, placeholders: LineValues.sun, days: 1...SkyRequest.maximumDays) { ask, runner in
        await SunInteraction.show([SkyRequest(location: ask.location, days: ask.days ?? 1)], on: runner)
    }
}
