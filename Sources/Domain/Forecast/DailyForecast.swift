/// The forecast for one local day at a place.
///
/// Every measurement is optional: a value the service did not give is `nil`, never zero. Quantities are in the
/// ``DailyForecastReport/units`` of the forecast that holds the day.
public struct DailyForecast: Sendable, Hashable {
    /// The day, as a date where the place is.
    public let date: LocalDate
    /// What the weather does that day.
    public let condition: WeatherCondition?
    /// The lowest air temperature at 2 m.
    public let temperatureMin: Double?
    /// The highest air temperature at 2 m.
    public let temperatureMax: Double?
    /// Total precipitation (rain, showers, snow as water).
    public let precipitationSum: Double?
    /// The highest chance of precipitation in the day, in percent (0…100).
    public let precipitationProbability: Double?
    /// The highest wind speed at 10 m.
    public internal(set) var windSpeedMax: Double?
    /// The dominant direction the wind blows from, in degrees clockwise from north (0…360).
    public let windDirection: Double?
    /// When the sun rises, local time; `nil` too in polar night and midnight sun. The service's where it gives one,
    /// else computed (``DailyForecastService`` with time-zone rules).
    public internal(set) var sunrise: LocalDateTime?
    /// When the sun sets, local time; as ``sunrise``.
    public internal(set) var sunset: LocalDateTime?
    /// The highest UV index.
    public let uvIndexMax: Double?

    /// Makes a day's forecast; leave out what is not known.
    public init(
        date: LocalDate,
        condition: WeatherCondition? = nil,
        temperatureMin: Double? = nil,
        temperatureMax: Double? = nil,
        precipitationSum: Double? = nil,
        precipitationProbability: Double? = nil,
        windSpeedMax: Double? = nil,
        windDirection: Double? = nil,
        sunrise: LocalDateTime? = nil,
        sunset: LocalDateTime? = nil,
        uvIndexMax: Double? = nil
    ) {
        self.date = date
        self.condition = condition
        self.temperatureMin = temperatureMin
        self.temperatureMax = temperatureMax
        self.precipitationSum = precipitationSum
        self.precipitationProbability = precipitationProbability
        self.windSpeedMax = windSpeedMax
        self.windDirection = windDirection
        self.sunrise = sunrise
        self.sunset = sunset
        self.uvIndexMax = uvIndexMax
    }
}

extension DailyForecast {
    /// The day with sunrise and sunset computed in `sun` where the service gave none (an archive's observed days give
    /// none), on the place's clock; unchanged when `sun` has no such date or the Sun neither rises nor sets.
    public func fillingSunTimes(from sun: SunReport) -> DailyForecast {
        guard let computed = sun.days.first(where: { $0.date == date }) else { return self }
        var day = self
        day.sunrise = sunrise ?? computed.sunrise.map(sun.localTime)
        day.sunset = sunset ?? computed.sunset.map(sun.localTime)
        return day
    }
}
