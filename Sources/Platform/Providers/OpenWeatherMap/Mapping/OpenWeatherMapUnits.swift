internal import Domain

/// OpenWeatherMap's values in the units asked for. It is asked `units=metric` (°C, m/s) or `imperial` (°F, mph)
/// by the temperature unit, so temperatures come in the unit wanted; wind is converted from what that system
/// gives; precipitation always comes in mm.
struct OpenWeatherMapUnits {
    let units: Units

    /// The `units` parameter: the system whose temperatures are wanted.
    var system: String { units.temperature == .celsius ? "metric" : "imperial" }

    func windSpeed(_ value: Double) -> Double {
        units.windSpeed.value(value, from: units.temperature == .celsius ? .metresPerSecond : .milesPerHour)
    }

    func precipitation(_ millimetres: Double) -> Double { units.precipitation.value(fromMillimetres: millimetres) }
}
