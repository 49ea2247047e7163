extension CheckCondition {
    /// An hour with gusts (or, where gusts are not given, wind) at or above the threshold speed (default 50 km/h).
    public static let wind = CheckCondition(
        name: "wind", summary: "gusts at or above, default 50 km/h / 31 mph",
        threshold: CheckThreshold(
            .gustSpeed, meaning: { "gust speed (\($0.windSpeedSymbol))" }, allowed: { CheckThreshold.whole(PlausibleValues(units: $0).windSpeed) },
            unit: \.windSpeedSymbol, defaultValue: { $0.windSpeed.value(fromMetresPerSecond: 50 / 3.6).rounded() }
        ),
        hourly: .atLeast { $0.windGusts ?? $0.windSpeed }
    )
}
