/// What the air quality service can give, known before it is asked, for validating arguments.
package enum AirQualityLimits {
    /// Open-Meteo's air quality forecast: 7 days at most.
    package static let maximumHours = 168
}
