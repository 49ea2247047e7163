extension CheckCondition {
    /// An hour of thunderstorm, squalls or tornado; it takes no threshold.
    public static let storm = CheckCondition(name: "storm", summary: "thunderstorm, squalls, tornado", hourly: .kind(\.isStorm))
}
