/// The weather at a place now, as the service last measured or modelled it.
///
/// As with ``DailyForecast``, a value the service did not give is `nil`, never zero.
public struct CurrentConditions: Sendable, Hashable {
    /// When the values are for, local time at the place.
    public let time: LocalDateTime
    /// What the weather does.
    public let condition: WeatherCondition?
    /// Air temperature at 2 m.
    public let temperature: Double?
    /// How warm or cold it feels, with wind and humidity.
    public let apparentTemperature: Double?
    /// Relative humidity at 2 m, in percent.
    public let relativeHumidity: Double?
    /// Precipitation in the last interval (rain, showers, snow as water).
    public let precipitation: Double?
    /// Wind speed at 10 m.
    public internal(set) var windSpeed: Double?
    /// The strongest gusts at 10 m.
    public internal(set) var windGusts: Double?
    /// The direction the wind blows from, in degrees clockwise from north.
    public let windDirection: Double?
    /// Air pressure reduced to mean sea level, in hectopascals.
    public let pressureMSL: Double?
    /// Cloud cover, in percent of the sky.
    public let cloudCover: Double?
    /// Whether the sun is up.
    public let isDay: Bool?

    /// Makes the conditions; leave out what is not known.
    public init(
        time: LocalDateTime, condition: WeatherCondition? = nil, temperature: Double? = nil,
        apparentTemperature: Double? = nil, relativeHumidity: Double? = nil, precipitation: Double? = nil,
        windSpeed: Double? = nil, windGusts: Double? = nil, windDirection: Double? = nil, pressureMSL: Double? = nil,
        cloudCover: Double? = nil, isDay: Bool? = nil
    ) {
        self.time = time
        self.condition = condition
        self.temperature = temperature
        self.apparentTemperature = apparentTemperature
        self.relativeHumidity = relativeHumidity
        self.precipitation = precipitation
        self.windSpeed = windSpeed
        self.windGusts = windGusts
        self.windDirection = windDirection
        self.pressureMSL = pressureMSL
        self.cloudCover = cloudCover
        self.isDay = isDay
    }
}
