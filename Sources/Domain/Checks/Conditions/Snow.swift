extension CheckCondition {
    /// An hour of snow or sleet; it takes no threshold.
    public static let snow = CheckCondition(name: "snow", hourly: .kind(\.isSnow))
}
