extension CheckCondition {
    /// An hour at or above the threshold temperature (default 30 °C).
    public static let heat = CheckCondition(
        name: "heat", summary: "at or above, default 30°C / 86°F", threshold: .temperature(defaultCelsius: 30), hourly: .atLeast(\.temperature)
    )
}
