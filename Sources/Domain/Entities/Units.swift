/// The system of units a forecast is asked for and given in.
public enum Units: String, Sendable, CaseIterable {
    /// Degrees Celsius, millimetres, kilometres per hour.
    case metric
    /// Degrees Fahrenheit, inches, miles per hour.
    case imperial

    /// The temperature unit's symbol: "°C" or "°F".
    public var temperatureSymbol: String {
        switch self {
        case .metric: "°C"
        case .imperial: "°F"
        }
    }

    /// The precipitation unit's symbol: "mm" or "in".
    public var precipitationSymbol: String {
        switch self {
        case .metric: "mm"
        case .imperial: "in"
        }
    }

    /// The wind-speed unit's symbol: "km/h" or "mph".
    public var windSpeedSymbol: String {
        switch self {
        case .metric: "km/h"
        case .imperial: "mph"
        }
    }
}
