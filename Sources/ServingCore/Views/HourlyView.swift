import Application
import Domain

extension ServedView {
    /// `/{place}/hourly`: the coming hours, as `forecast hourly` shows them (`?days=` asks for whole days of hours).
    package static let hourly = ServedView(
        name: "hourly", formats: HourlyInteraction.formats, lineTemplate: LineValues.nowTemplate, barTemplate: LineValues.nowBarTemplate, placeholders: LineValues.now, days: 1...16,
        providerDays: { $0.maximumHours / 24 }
    ) { ask, runner in
        let hours = ask.hours ?? ask.days.map { $0 * 24 } ?? HourlyForecastRequest.defaultHours
        let request = HourlyForecastRequest(location: ask.location, hours: hours, units: ask.units)
        let choice = ExtrasChoice(
            ask.showsAlerts ? .alerts : nil, ask.format.isStatusBar || ask.format == .svg ? .nowcast : nil, ask.format == .svg ? .sun : nil
        )
        return await HourlyInteraction.show([request], choice: choice, on: runner)
    }
}
