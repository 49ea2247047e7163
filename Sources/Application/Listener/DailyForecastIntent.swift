import Domain

/// What a person asked `forecast daily` for, already checked by the command line.
struct DailyForecastIntent: Sendable, Hashable {
    /// Where.
    let location: DailyForecastRequest.Location
    /// How many days.
    let days: Int
    /// Which units.
    let units: Units
    /// How to show it.
    let format: OutputFormat

    /// The use case's request for this intent.
    var request: DailyForecastRequest { DailyForecastRequest(location: location, days: days, units: units) }
}
