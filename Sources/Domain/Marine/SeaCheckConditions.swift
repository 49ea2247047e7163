extension CheckCondition {
    /// The sea's waves at or above the threshold height within the window (default 2 m / 7 ft).
    public static let waves = CheckCondition(name: "waves", summary: "the highest wave at or above, default 2 m / 7 ft", threshold: .seaHeight(defaultMetres: 2))

    /// The primary swell at or above the threshold height within the window (default 2 m / 7 ft).
    public static let swell = CheckCondition(name: "swell", summary: "the highest swell at or above, default 2 m / 7 ft", threshold: .seaHeight(defaultMetres: 2))

    /// The sea at least as warm as the threshold within the window (default 18 °C / 64 °F): for swimmers.
    public static let seaTemperature = CheckCondition(
        name: "sea-temperature", summary: "the sea at least as warm, default 18°C / 64°F",
        threshold: CheckThreshold(
            .temperature, meaning: { "sea temperature (\($0.temperatureSymbol))" },
            allowed: { units in CheckThreshold.whole(units.temperature.value(fromCelsius: -2)...units.temperature.value(fromCelsius: 35)) },
            unit: \.temperatureSymbol, defaultValue: { $0.temperature.value(fromCelsius: 18).rounded() }
        )
    )
}

extension CheckThreshold {
    /// A wave or swell height in the height unit asked, up to 30 m, defaulting to `metres` converted and rounded.
    static func seaHeight(defaultMetres metres: Double) -> CheckThreshold {
        CheckThreshold(
            .waveHeight, meaning: { "height (\($0.heightSymbol))" }, allowed: { 0...$0.height.value(fromMetres: PlausibleSea.heights.upperBound).rounded(.down) },
            unit: \.heightSymbol, defaultValue: { $0.height.value(fromMetres: metres).rounded() }
        )
    }
}
