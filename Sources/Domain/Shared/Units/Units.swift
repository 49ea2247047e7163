/// The units a forecast is asked for and given in: one for each quantity (``quantities``), read and set by the
/// quantity's unit type (`units[TemperatureUnit.self]`, or its accessor: `units.temperature`). Values in entities
/// are in these units.
public struct Units: Sendable, Hashable {
    /// The units that are not their quantity's metric one, by unit type: a quantity not here is metric, so that
    /// equal units are always stored alike.
    private var nonMetric: [ObjectIdentifier: any QuantityUnit] = [:]

    /// The metric units: the start every other set of units is made from.
    private init() {}

    /// The unit of the quantity `Unit` is the unit of; its metric unit until another is set.
    public subscript<Unit: QuantityUnit>(_ quantity: Unit.Type) -> Unit {
        get { nonMetric[ObjectIdentifier(quantity)] as? Unit ?? .metric }
        set { nonMetric[ObjectIdentifier(quantity)] = newValue == .metric ? nil : newValue }
    }

    /// Makes a set of units of the first three quantities; any other quantity is metric.
    public init(temperature: TemperatureUnit, windSpeed: WindSpeedUnit, precipitation: PrecipitationUnit) {
        self.temperature = temperature
        self.windSpeed = windSpeed
        self.precipitation = precipitation
    }

    /// The metric unit of every quantity: degrees Celsius, kilometres per hour, millimetres, ….
    public static let metric = Units()
    /// The imperial unit of every quantity: degrees Fahrenheit, miles per hour, inches, ….
    public static let imperial = quantities.reduce(into: metric) { units, quantity in units.chooseImperial(quantity) }

    /// Sets the quantity of `Unit` to its imperial unit.
    private mutating func chooseImperial<Unit: QuantityUnit>(_ quantity: Unit.Type) {
        self[quantity] = .imperial
    }

    /// "metric" or "imperial" when the units are exactly one of those systems, else "custom".
    public var systemName: String {
        switch self {
        case .metric: "metric"
        case .imperial: "imperial"
        default: "custom"
        }
    }

    /// Whether both have the same unit for every quantity.
    public static func == (lhs: Units, rhs: Units) -> Bool {
        lhs.comparable == rhs.comparable
    }

    /// Hashes the unit of every quantity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(comparable)
    }

    /// The units that are not metric, as values that compare and hash.
    private var comparable: [ObjectIdentifier: AnyHashable] {
        nonMetric.mapValues { AnyHashable($0) }
    }
}
