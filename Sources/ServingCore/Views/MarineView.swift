import Application
import Domain

extension ServedView {
    /// `/{place}/marine`: the sea nearest the place, hour by hour (or day by day with `?days=`), as `forecast marine`
    /// shows it.
    package static let marine = ServedView(
        name: "marine", formats: MarineInteraction.formats, lineTemplate: { _ in LineValues.marineTemplate },
        barTemplate: { _ in LineValues.marineBarTemplate }, placeholders: LineValues.marine,
        days: MarineRequest.allowedDays
    ) { ask, runner in
        let span = ask.days.map(MarineRequest.Span.days) ?? .hours(MarineRequest.defaultHours)
        return await MarineInteraction.show([MarineRequest(location: ask.location, span: span, units: ask.units)], on: runner)
    }
}
