/// The rule an hour of the forecast meets for a ``CheckCondition`` the hourly check answers.
struct HourlyCheckRule: Sendable {
    /// Whether the hour meets the condition at the threshold (in `units`; `nil` for a condition that takes none).
    let isMet: @Sendable (_ hour: HourlyForecast, _ threshold: Double?, _ units: Units) -> Bool
    /// The value compared with the threshold, for an hour; `nil` for a condition that compares none.
    let value: @Sendable (HourlyForecast) -> Double?
    /// Whether the nearest a window came to the condition is its lowest value (frost) rather than its highest.
    let nearestIsLowest: Bool

    /// A rule met by an hour whose `value` is at or above the threshold, the nearest being the highest value.
    static func atLeast(_ value: @escaping @Sendable (HourlyForecast) -> Double?) -> HourlyCheckRule {
        HourlyCheckRule(isMet: { hour, threshold, _ in reaches(value(hour), threshold) }, value: value, nearestIsLowest: false)
    }

    /// A rule met by an hour whose condition is of a kind `isKind` accepts; it compares no value.
    static func kind(_ isKind: @escaping @Sendable (WeatherCondition.Kind) -> Bool) -> HourlyCheckRule {
        HourlyCheckRule(isMet: { hour, _, _ in hour.condition.map { isKind($0.kind) } ?? false }, value: { _ in nil }, nearestIsLowest: false)
    }

    /// The nearest the window came to the condition: its lowest value, or its highest.
    func nearest(in window: [HourlyForecast]) -> Double? {
        let values = window.compactMap(value)
        return nearestIsLowest ? values.min() : values.max()
    }

    /// Whether `value` is at or above `threshold`; never when either is missing.
    static func reaches(_ value: Double?, _ threshold: Double?) -> Bool {
        guard let value, let threshold else { return false }
        return value >= threshold
    }
}
