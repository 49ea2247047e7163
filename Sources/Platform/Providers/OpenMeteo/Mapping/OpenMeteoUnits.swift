internal import Domain

/// One Open-Meteo unit: the query parameter that asks for it and the unit strings answers label it with.
struct OpenMeteoUnits: Hashable {
    /// The parameter value, e.g. "fahrenheit".
    let parameter: String
    /// The labels `daily_units` may give it, e.g. "°F".
    let labels: Set<String>

    static func temperature(_ units: Units) -> OpenMeteoUnits {
        switch units.temperature {
        case .celsius: OpenMeteoUnits(parameter: "celsius", labels: ["°C"])
        case .fahrenheit: OpenMeteoUnits(parameter: "fahrenheit", labels: ["°F"])
        }
    }

    static func windSpeed(_ units: Units) -> OpenMeteoUnits {
        switch units.windSpeed {
        case .kilometresPerHour: OpenMeteoUnits(parameter: "kmh", labels: ["km/h"])
        // Forces are made from m/s by Domain (`Units.measured`); the service has no Beaufort scale.
        case .metresPerSecond, .beaufort: OpenMeteoUnits(parameter: "ms", labels: ["m/s"])
        // The service labels miles per hour "mp/h".
        case .milesPerHour: OpenMeteoUnits(parameter: "mph", labels: ["mp/h", "mph"])
        case .knots: OpenMeteoUnits(parameter: "kn", labels: ["kn"])
        }
    }

    static func precipitation(_ units: Units) -> OpenMeteoUnits {
        switch units.precipitation {
        case .millimetres: OpenMeteoUnits(parameter: "mm", labels: ["mm"])
        case .inches: OpenMeteoUnits(parameter: "inch", labels: ["inch", "in"])
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
