extension CheckThreshold {
    /// A temperature that weather can reach, in whole degrees of the units asked, defaulting to `celsius` converted
    /// and rounded.
    static func temperature(defaultCelsius celsius: Double) -> CheckThreshold {
        CheckThreshold(
            .temperature, meaning: { "temperature (\($0.temperatureSymbol))" }, allowed: { whole(PlausibleValues(units: $0).temperature) },
            unit: \.temperatureSymbol, defaultValue: { $0.temperature.value(fromCelsius: celsius).rounded() }
        )
    }
}
