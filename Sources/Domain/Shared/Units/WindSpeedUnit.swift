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

extension WindSpeedUnit: QuantityUnit {
    /// "wind".
    public static let quantity = "wind"
    /// Kilometres per hour.
    public static let metric = WindSpeedUnit.kilometresPerHour
    /// Miles per hour.
    public static let imperial = WindSpeedUnit.milesPerHour
}

extension Units {
    /// The unit of wind speeds and gusts.
    public var windSpeed: WindSpeedUnit {
        get { self[WindSpeedUnit.self] }
        set { self[WindSpeedUnit.self] = newValue }
    }

    /// The wind-speed unit's symbol: "km/h", "m/s", "mph", "kn" or "Bft".
    public var windSpeedSymbol: String { windSpeed.symbol }

    /// The units a service is asked for: these, but wind in m/s where the Beaufort scale is wanted, since no
    /// service gives forces; ``UnitConversion`` turns the measured speeds into forces afterwards.
    public var measured: Units {
        var units = self
        if windSpeed == .beaufort { units.windSpeed = .metresPerSecond }
        return units
    }
}
