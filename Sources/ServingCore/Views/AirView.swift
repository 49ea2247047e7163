import Application
import Domain

extension ServedView {
    /// `/{place}/air`: the air quality, as `forecast air` shows it.
    package static let air = ServedView(name: "air", formats: AirInteraction.formats, lineTemplate: { _ in LineValues.airTemplate }, barTemplate: nil, placeholders: LineValues.air, days: nil) { ask, runner in
        await AirInteraction.show([AirQualityRequest(location: ask.location)], on: runner)
    }
}
