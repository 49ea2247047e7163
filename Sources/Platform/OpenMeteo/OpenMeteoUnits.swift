internal import Domain

/// One Open-Meteo unit: the query parameter that asks for it and the unit strings answers label it with.
struct OpenMeteoUnits: Hashable {
    /// The parameter value, e.g. "fahrenheit".
    let parameter: String
    /// The labels `daily_units` may give it, e.g. "°F".
    let labels: Set<String>

    static func temperature(_ units: Units) -> OpenMeteoUnits {
        switch units {
        case .metric: OpenMeteoUnits(parameter: "celsius", labels: ["°C"])
        case .imperial: OpenMeteoUnits(parameter: "fahrenheit", labels: ["°F"])
        }
    }

    static func windSpeed(_ units: Units) -> OpenMeteoUnits {
        switch units {
        case .metric: OpenMeteoUnits(parameter: "kmh", labels: ["km/h"])
        // The service labels miles per hour "mp/h".
        case .imperial: OpenMeteoUnits(parameter: "mph", labels: ["mp/h", "mph"])
        }
    }

    static func precipitation(_ units: Units) -> OpenMeteoUnits {
        switch units {
        case .metric: OpenMeteoUnits(parameter: "mm", labels: ["mm"])
        case .imperial: OpenMeteoUnits(parameter: "inch", labels: ["inch", "in"])
        }
    }
}
