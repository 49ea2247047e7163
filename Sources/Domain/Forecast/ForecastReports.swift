/// A daily forecast for a resolved place: what a person asked for, ready to show.
public struct DailyForecastReport: PlaceReport, Hashable {
    /// Where the forecast is for.
    public let location: ResolvedPlace
    /// The days, in date order, the first being the place's today.
    public let days: [DailyForecast]
    /// The units every quantity in ``days`` is in.
    public let units: Units
    /// Who supplied the weather data.
    public let source: DataSource
    /// When the weather data was fetched and whether it is stale, when known.
    public let freshness: AnswerFreshness?

    /// Makes a forecast.
    public init(location: ResolvedPlace, days: [DailyForecast], units: Units, source: DataSource, freshness: AnswerFreshness? = nil) {
        self.location = location
        self.days = days
        self.units = units
        self.source = source
        self.freshness = freshness
    }
}

/// An hourly forecast for a resolved place, starting at the place's current hour.
public struct HourlyForecastReport: PlaceReport, Hashable {
    /// Where the forecast is for.
    public let location: ResolvedPlace
    /// The hours, in time order, the first being the current local hour.
    public let hours: [HourlyForecast]
    /// The units every quantity in ``hours`` is in.
    public let units: Units
    /// Who supplied the weather data.
    public let source: DataSource
    /// When the weather data was fetched and whether it is stale, when known.
    public let freshness: AnswerFreshness?

    /// Makes a report.
    public init(location: ResolvedPlace, hours: [HourlyForecast], units: Units, source: DataSource, freshness: AnswerFreshness? = nil) {
        self.location = location
        self.hours = hours
        self.units = units
        self.source = source
        self.freshness = freshness
    }
}

/// The conditions now at a resolved place.
public struct CurrentConditionsReport: PlaceReport, Hashable {
    /// Where the conditions are for.
    public let location: ResolvedPlace
    /// The conditions.
    public let conditions: CurrentConditions
    /// The units every quantity in ``conditions`` is in.
    public let units: Units
    /// Who supplied the weather data.
    public let source: DataSource
    /// When the weather data was fetched and whether it is stale, when known.
    public let freshness: AnswerFreshness?

    /// Makes a report.
    public init(location: ResolvedPlace, conditions: CurrentConditions, units: Units, source: DataSource, freshness: AnswerFreshness? = nil) {
        self.location = location
        self.conditions = conditions
        self.units = units
        self.source = source
        self.freshness = freshness
    }
}
