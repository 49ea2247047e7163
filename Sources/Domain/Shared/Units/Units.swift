/// The units a forecast is asked for and given in: one for each quantity. Values in entities are in these units.
public struct Units: Sendable, Hashable {
    /// The unit of temperatures.
    public var temperature: TemperatureUnit
    /// The unit of wind speeds and gusts.
    public var windSpeed: WindSpeedUnit
    /// The unit of precipitation amounts.
    public var precipitation: PrecipitationUnit

    /// Makes a set of units.
    public init(temperature: TemperatureUnit, windSpeed: WindSpeedUnit, precipitation: PrecipitationUnit) {
        self.temperature = temperature
        self.windSpeed = windSpeed
        self.precipitation = precipitation
    }

    /// Degrees Celsius, kilometres per hour, millimetres.
    public static let metric = Units(temperature: .celsius, windSpeed: .kilometresPerHour, precipitation: .millimetres)
    /// Degrees Fahrenheit, miles per hour, inches.
    public static let imperial = Units(temperature: .fahrenheit, windSpeed: .milesPerHour, precipitation: .inches)

    /// "metric" or "imperial" when the units are exactly one of those systems, else "custom".
    public var systemName: String {
        switch self {
        case .metric: "metric"
        case .imperial: "imperial"
        default: "custom"
        }
    }

    /// The units a service is asked for: these, but wind in m/s where the Beaufort scale is wanted, since no
    /// service gives forces; ``UnitConversion`` turns the measured speeds into forces afterwards.
    public var measured: Units {
        var units = self
        if windSpeed == .beaufort { units.windSpeed = .metresPerSecond }
        return units
    }

    /// The temperature unit's symbol: "°C" or "°F".
    public var temperatureSymbol: String { temperature.symbol }
    /// The precipitation unit's symbol: "mm" or "in".
    public var precipitationSymbol: String { precipitation.symbol }
    /// The wind-speed unit's symbol: "km/h", "m/s", "mph", "kn" or "Bft".
    public var windSpeedSymbol: String { windSpeed.symbol }
}

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

/// A unit of wind speed, or the Beaufort scale of forces.
public enum WindSpeedUnit: String, Sendable, CaseIterable {
    /// Kilometres per hour.
    case kilometresPerHour = "kmh"
    /// Metres per second.
    case metresPerSecond = "ms"
    /// Miles per hour (1 mile = 1609.344 m).
    case milesPerHour = "mph"
    /// Knots (1 nautical mile = 1852 m an hour).
    case knots = "kn"
    /// The Beaufort scale: forces 0 to 12, by the WMO's table of speeds.
    case beaufort = "bft"

    /// "km/h", "m/s", "mph", "kn" or "Bft".
    public var symbol: String {
        switch self {
        case .kilometresPerHour: "km/h"
        case .metresPerSecond: "m/s"
        case .milesPerHour: "mph"
        case .knots: "kn"
        case .beaufort: "Bft"
        }
    }

    /// A speed in metres per second, in this unit (a force number for the Beaufort scale).
    public func value(fromMetresPerSecond speed: Double) -> Double {
        switch self {
        case .kilometresPerHour: speed * 3.6
        case .metresPerSecond: speed
        case .milesPerHour: speed * 3600 / 1609.344
        case .knots: speed * 3600 / 1852
        case .beaufort: Double(UnitConversion.beaufortForce(metresPerSecond: speed))
        }
    }

    /// A speed in this unit, in metres per second; a force gives the lowest speed of its band.
    public func metresPerSecond(from speed: Double) -> Double {
        switch self {
        case .kilometresPerHour: speed / 3.6
        case .metresPerSecond: speed
        case .milesPerHour: speed * 1609.344 / 3600
        case .knots: speed * 1852 / 3600
        case .beaufort: UnitConversion.lowestSpeed(ofForce: speed)
        }
    }

    /// A speed in another unit, in this one (unchanged when the units are the same).
    public func value(_ speed: Double, from unit: WindSpeedUnit) -> Double {
        unit == self ? speed : value(fromMetresPerSecond: unit.metresPerSecond(from: speed))
    }
}

/// A unit of precipitation depth.
public enum PrecipitationUnit: String, Sendable, CaseIterable {
    /// Millimetres.
    case millimetres = "mm"
    /// Inches (25.4 mm).
    case inches = "in"

    /// "mm" or "in".
    public var symbol: String { rawValue }

    /// A depth in millimetres, in this unit.
    public func value(fromMillimetres millimetres: Double) -> Double {
        self == .millimetres ? millimetres : millimetres / 25.4
    }

    /// A depth in this unit, in millimetres.
    public func millimetres(from value: Double) -> Double {
        self == .millimetres ? value : value * 25.4
    }

    /// How many decimals an amount in this unit is worth showing: 1 for mm, 2 for inches.
    public var decimals: Int { self == .millimetres ? 1 : 2 }
}
