import Application
import Domain

extension ServedView {
    /// `/{place}` and `/{place}/daily`: the daily forecast, with the warnings beside it, as `forecast daily` shows it.
    package static let daily = ServedView(
        name: "daily", formats: DailyInteraction.formats, lineTemplate: LineValues.dailyTemplate, barTemplate: LineValues.dailyBarTemplate, placeholders: LineValues.daily,
        days: 1...16, providerDays: \.maximumDays
    ) { ask, runner in
        let request = DailyForecastRequest(location: ask.location, days: ask.days ?? ask.standardDays, units: ask.units)
        let choice = ExtrasChoice(ask.showsAlerts ? .alerts : nil, ask.format.isStatusBar ? .nowcast : nil)
        return await DailyInteraction.show([request], choice: choice, on: runner)
    }
}
