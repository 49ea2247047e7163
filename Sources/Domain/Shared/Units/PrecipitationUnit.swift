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

extension PrecipitationUnit: QuantityUnit {
    /// "precipitation".
    public static let quantity = "precipitation"
    /// Millimetres.
    public static let metric = PrecipitationUnit.millimetres
    /// Inches.
    public static let imperial = PrecipitationUnit.inches
}

extension Units {
    /// The unit of precipitation amounts.
    public var precipitation: PrecipitationUnit {
        get { self[PrecipitationUnit.self] }
        set { self[PrecipitationUnit.self] = newValue }
    }

    /// The precipitation unit's symbol: "mm" or "in".
    public var precipitationSymbol: String { precipitation.symbol }
}
