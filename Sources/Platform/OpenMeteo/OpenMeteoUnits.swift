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

extension OpenMeteoUnits {
    /// The unit each variable forecast asks for must come in, by wire name, in `units`.
    static func expected(in units: Units) -> [String: OpenMeteoUnits] {
        let temperature = temperature(units), windSpeed = windSpeed(units), precipitation = precipitation(units)
        return [
            "temperature_2m": temperature, "temperature_2m_max": temperature, "temperature_2m_min": temperature,
            "apparent_temperature": temperature,
            "wind_speed_10m": windSpeed, "wind_speed_10m_max": windSpeed, "wind_gusts_10m": windSpeed,
            "precipitation": precipitation, "precipitation_sum": precipitation,
        ]
    }

    /// Throws when a block's unit labels (`daily_units`, `hourly_units`, `current_units`) say a variable came in
    /// another unit than asked: the service ignored a unit parameter, and its numbers would be read wrong.
    static func check(_ labels: [String: String]?, block: String, units: Units) throws(ForecastError) {
        let expectations = expected(in: units)
        for (variable, label) in (labels ?? [:]).sorted(by: { $0.key < $1.key }) {
            guard let expected = expectations[variable], !expected.labels.contains(label) else { continue }
            throw .badResponse(
                reason: "\(block).\(variable) came in \(label), not \(expected.labels.sorted().joined(separator: " or ")) as asked"
            )
        }
    }
}
