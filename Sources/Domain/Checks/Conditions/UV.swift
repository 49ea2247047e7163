extension CheckCondition {
    /// An hour with a UV index at or above the threshold (default 6).
    public static let uv = CheckCondition(
        name: "uv", summary: "index at or above, default 6",
        threshold: CheckThreshold(.uvIndex, meaning: { _ in "UV index" }, allowed: { PlausibleValues(units: $0).uvIndex }, defaultValue: { _ in 6 }),
        hourly: .atLeast(\.uvIndex)
    )
}
