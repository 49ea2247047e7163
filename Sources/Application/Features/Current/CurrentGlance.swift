import Domain

/// What a status bar's tooltip adds to the conditions now: today's forecast and the next hours. Asked beside
/// `current` only for a bar's formats (``GlanceExtra``, which `CurrentInteraction` asks); the other formats show the conditions alone.
struct CurrentGlance: Sendable {
    /// Today's forecast, when it could be had.
    var today: DailyForecast?
    /// The hours from the current one, when they could be had.
    var hours: [HourlyForecast]

    /// Today's forecast and `hours` hours from the current one at `place` in `units`, asked at the same time. What
    /// cannot be had is left out, unannounced: the bar shows the conditions all the same, and its tooltip shows what
    /// it lacks by lacking it.
    static func fetch(at place: ResolvedPlace, units: Units, hours: Int, useCases: any UseCaseProvider) async -> CurrentGlance {
        async let daily = try? useCases.make(.dailyForecast).dailyForecast(for: DailyForecastRequest(location: .resolved(place), days: 1, units: units))
        async let hourly = try? useCases.make(.hourlyForecast).hourlyForecast(
            for: HourlyForecastRequest(location: .resolved(place), hours: hours, units: units)
        )
        let (day, hour) = await (daily, hourly)
        return CurrentGlance(today: day?.days.first, hours: hour?.hours ?? [])
    }
}
