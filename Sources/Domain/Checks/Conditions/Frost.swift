extension CheckCondition {
    /// An hour at or below the threshold temperature (default 0 °C); the nearest a window came is its lowest.
    public static let frost = CheckCondition(
        name: "frost", summary: "temperature at or below the threshold, default 0°C / 32°F", threshold: .temperature(defaultCelsius: 0),
        hourly: HourlyCheckRule(
            isMet: { hour, threshold, _ in hour.temperature.map { value in threshold.map { value <= $0 } ?? false } ?? false },
            value: \.temperature, nearestIsLowest: true
        )
    )
}
