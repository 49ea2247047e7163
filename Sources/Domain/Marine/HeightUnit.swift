/// A unit of the sea's heights: waves, swell and the sea level.
public enum HeightUnit: String, Sendable, CaseIterable {
    /// Metres.
    case metres = "m"
    /// International feet (0.3048 m).
    case feet = "ft"

    /// "m" or "ft".
    public var symbol: String { rawValue }

    /// A height in metres, in this unit.
    public func value(fromMetres metres: Double) -> Double {
        self == .metres ? metres : metres / 0.3048
    }

    /// A height in this unit, in metres.
    public func metres(from value: Double) -> Double {
        self == .metres ? value : value * 0.3048
    }

    /// How many decimals a height in this unit is worth showing: 1 (a tenth of a metre, or of a foot).
    public var decimals: Int { 1 }
}

extension HeightUnit: QuantityUnit {
    /// "height".
    public static let quantity = "height"
    /// Metres.
    public static let metric = HeightUnit.metres
    /// Feet.
    public static let imperial = HeightUnit.feet
}

extension Units {
    /// The unit of the sea's heights: waves, swell, the sea level.
    public var height: HeightUnit {
        get { self[HeightUnit.self] }
        set { self[HeightUnit.self] = newValue }
    }

    /// The height unit's symbol: "m" or "ft".
    public var heightSymbol: String { height.symbol }

    /// The unit of ocean currents: the wind's, knots included (the sailors' unit), but km/h where the wind is in
    /// Beaufort forces, which measure wind only.
    public var currentSpeed: WindSpeedUnit { windSpeed == .beaufort ? .kilometresPerHour : windSpeed }
}
