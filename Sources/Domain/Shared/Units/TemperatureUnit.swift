/// A unit of temperature.
public enum TemperatureUnit: String, Sendable, CaseIterable {
    /// Degrees Celsius.
    case celsius
    /// Degrees Fahrenheit.
    case fahrenheit

    /// "°C" or "°F".
    public var symbol: String { self == .celsius ? "°C" : "°F" }

    /// A temperature in degrees Celsius, in this unit.
    public func value(fromCelsius celsius: Double) -> Double {
        self == .celsius ? celsius : celsius * 9 / 5 + 32
    }

    /// A temperature in this unit, in degrees Celsius.
    public func celsius(from value: Double) -> Double {
        self == .celsius ? value : (value - 32) * 5 / 9
    }
}

extension TemperatureUnit: QuantityUnit {
    /// "temperature".
    public static let quantity = "temperature"
    /// Degrees Celsius.
    public static let metric = TemperatureUnit.celsius
    /// Degrees Fahrenheit.
    public static let imperial = TemperatureUnit.fahrenheit
}

extension Units {
    /// The unit of temperatures.
    public var temperature: TemperatureUnit {
        get { self[TemperatureUnit.self] }
        set { self[TemperatureUnit.self] = newValue }
    }

    /// The temperature unit's symbol: "°C" or "°F".
    public var temperatureSymbol: String { temperature.symbol }
}
