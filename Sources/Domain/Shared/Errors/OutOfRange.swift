/// A number asked for that its quantity cannot take: which quantity, the value given and the values it can take.
///
/// Every range check of a request says it this one way ("days must be between 1 and 16, not 40"); a front end that
/// knows which of its options gave the value words it with the option's name instead of the quantity's.
public struct OutOfRange: Sendable, Hashable, CustomStringConvertible {
    /// What the number measures.
    public let quantity: InputQuantity
    /// The value given.
    public let value: Double
    /// The values the quantity can take, in ``unit``.
    public let allowed: ClosedRange<Double>
    /// The unit of the value and the range ("%", "°C", "km/h"), or "" for a count.
    public let unit: String

    /// Makes the description of a value out of range.
    public init(quantity: InputQuantity, value: Double, allowed: ClosedRange<Double>, unit: String = "") {
        self.quantity = quantity
        self.value = value
        self.allowed = allowed
        self.unit = unit
    }

    /// "days must be between 1 and 16, not 40"; "the chance of precipitation must be between 0 and 100%, not -5".
    public var description: String { "\(quantity.name) \(requirement)" }

    /// The sentence without its subject: "must be between 1 and 16, not 40", for a front end to put its own before.
    public var requirement: String {
        "must be between \(Self.number(allowed.lowerBound, quantity)) and \(Self.number(allowed.upperBound, quantity))"
            + "\(Self.joined(unit)), not \(value.isFinite ? Self.number(value, quantity) : "a number")"
    }

    /// Throws when `value` is outside `allowed` (or not a finite number).
    /// - Throws: ``ForecastError/outOfRange(_:)`` naming `quantity`.
    public static func check(_ value: Double, _ allowed: ClosedRange<Double>, _ quantity: InputQuantity, unit: String = "") throws(ForecastError) {
        guard value.isFinite, allowed.contains(value) else {
            throw .outOfRange(OutOfRange(quantity: quantity, value: value, allowed: allowed, unit: unit))
        }
    }

    /// Throws when the count `value` is outside `allowed`.
    /// - Throws: ``ForecastError/outOfRange(_:)`` naming `quantity`.
    public static func check(_ value: Int, _ allowed: ClosedRange<Int>, _ quantity: InputQuantity) throws(ForecastError) {
        try check(Double(value), Double(allowed.lowerBound)...Double(allowed.upperBound), quantity)
    }

    /// The unit after a number as English writes it: "%" and degrees joined to it ("100%", "70°C"), others after a
    /// space ("500 km/h").
    private static func joined(_ unit: String) -> String {
        unit.isEmpty || unit == "%" || unit.hasPrefix("°") ? unit : " " + unit
    }

    /// A bound or a value as people write it: a whole number without decimals, a window as "90m", "6h" or "2d".
    private static func number(_ value: Double, _ quantity: InputQuantity) -> String {
        guard value == value.rounded(), abs(value) < 1e15 else { return "\(value)" }
        let whole = Int(value)
        guard quantity == .window, whole != 0 else { return "\(whole)" }
        return whole % 1440 == 0 ? "\(whole / 1440)d" : whole % 60 == 0 ? "\(whole / 60)h" : "\(whole)m"
    }
}

/// The quantities a request's numbers measure, for ``OutOfRange``.
public enum InputQuantity: String, Sendable, Hashable, CaseIterable {
    /// Days of forecast or of sky.
    case days
    /// Hours of forecast.
    case hours
    /// Days of the recent past shown before a forecast.
    case pastDays
    /// How far ahead a check looks, in minutes.
    case window
    /// How many places a search returns.
    case resultCount
    /// Degrees north.
    case latitude
    /// Degrees east.
    case longitude
    /// A check's chance of precipitation, in percent.
    case chanceOfPrecipitation
    /// A check's share of an ensemble's members, in percent.
    case shareOfMembers
    /// A check's temperature.
    case temperature
    /// A check's gust speed.
    case gustSpeed
    /// A check's UV index.
    case uvIndex
    /// A check's air quality index.
    case airQualityIndex
    /// A check's pollen count, in grains/m³.
    case pollenCount
    /// A check's wave or swell height.
    case waveHeight
    /// How long to wait for a service, in seconds.
    case timeout

    /// The quantity in an English sentence: "days", "the chance of precipitation".
    public var name: String {
        switch self {
        case .days, .hours, .latitude, .longitude, .timeout: rawValue
        case .pastDays: "past days"
        case .window: "the window"
        case .resultCount: "the count"
        case .chanceOfPrecipitation: "the chance of precipitation"
        case .shareOfMembers: "the share of members"
        case .temperature: "the temperature"
        case .gustSpeed: "the gust speed"
        case .uvIndex: "the UV index"
        case .airQualityIndex: "the air quality index"
        case .pollenCount: "the pollen count"
        case .waveHeight: "the wave height"
        }
    }
}
