/// The forecast for one local hour at a place.
///
/// As with ``DailyForecast``, a value the service did not give is `nil`, never zero. Quantities are in the units
/// the forecast was asked for.
public struct HourlyForecast: Sendable, Hashable {
    /// The start of the hour, local time at the place.
    public let time: LocalDateTime
    /// What the weather does that hour.
    public let condition: WeatherCondition?
    /// Air temperature at 2 m.
    public let temperature: Double?
    /// How warm or cold it feels, with wind and humidity.
    public let apparentTemperature: Double?
    /// Relative humidity at 2 m, in percent.
    public let relativeHumidity: Double?
    /// Precipitation in the hour (rain, showers, snow as water).
    public let precipitation: Double?
    /// The chance of precipitation, in percent.
    public let precipitationProbability: Double?
    /// Cloud cover, in percent of the sky.
    public let cloudCover: Double?
    /// Wind speed at 10 m.
    public internal(set) var windSpeed: Double?
    /// The direction the wind blows from, in degrees clockwise from north.
    public let windDirection: Double?
    /// The strongest gusts at 10 m.
    public internal(set) var windGusts: Double?
    /// The UV index.
    public let uvIndex: Double?
    /// Whether the sun is up.
    public let isDay: Bool?

    /// Makes an hour's forecast; leave out what is not known.
    public init(
        time: LocalDateTime, condition: WeatherCondition? = nil, temperature: Double? = nil,
        apparentTemperature: Double? = nil, relativeHumidity: Double? = nil, precipitation: Double? = nil,
        precipitationProbability: Double? = nil, cloudCover: Double? = nil, windSpeed: Double? = nil,
        windDirection: Double? = nil, windGusts: Double? = nil, uvIndex: Double? = nil, isDay: Bool? = nil
    ) {
        self.time = time
        self.condition = condition
        self.temperature = temperature
        self.apparentTemperature = apparentTemperature
        self.relativeHumidity = relativeHumidity
        self.precipitation = precipitation
        self.precipitationProbability = precipitationProbability
        self.cloudCover = cloudCover
        self.windSpeed = windSpeed
        self.windDirection = windDirection
        self.windGusts = windGusts
        self.uvIndex = uvIndex
        self.isDay = isDay
    }
}
