/// The air at one time at a place: the two indices, the pollutants, the UV index and the pollen in the air. Every
/// value is optional: one the service did not give is `nil`, never zero.
public struct AirQualityReading: Sendable, Hashable {
    /// The place's local time the reading is for.
    public let time: LocalDateTime
    /// The European Air Quality Index (EEA): 0 and up, "Good" to 20.
    public let europeanAQI: Double?
    /// The US Air Quality Index (EPA): 0…500, "Good" to 50.
    public let usAQI: Double?
    /// Particulate matter under 2.5 µm, in µg/m³.
    public let pm25: Double?
    /// Particulate matter under 10 µm, in µg/m³.
    public let pm10: Double?
    /// Ozone at the ground, in µg/m³.
    public let ozone: Double?
    /// Nitrogen dioxide, in µg/m³.
    public let nitrogenDioxide: Double?
    /// Sulphur dioxide, in µg/m³.
    public let sulphurDioxide: Double?
    /// Carbon monoxide, in µg/m³.
    public let carbonMonoxide: Double?
    /// The UV index.
    public let uvIndex: Double?
    /// The pollen the service gave a count for, in grains/m³; a kind it did not give (out of season, outside
    /// Europe) is absent, never 0.
    public let pollen: [Pollen: Double]

    /// Makes a reading; leave out what is not known.
    public init(
        time: LocalDateTime, europeanAQI: Double? = nil, usAQI: Double? = nil, pm25: Double? = nil, pm10: Double? = nil,
        ozone: Double? = nil, nitrogenDioxide: Double? = nil, sulphurDioxide: Double? = nil, carbonMonoxide: Double? = nil,
        uvIndex: Double? = nil, pollen: [Pollen: Double] = [:]
    ) {
        self.time = time
        self.europeanAQI = europeanAQI
        self.usAQI = usAQI
        self.pm25 = pm25
        self.pm10 = pm10
        self.ozone = ozone
        self.nitrogenDioxide = nitrogenDioxide
        self.sulphurDioxide = sulphurDioxide
        self.carbonMonoxide = carbonMonoxide
        self.uvIndex = uvIndex
        self.pollen = pollen
    }

    /// The value of `index`.
    public func value(of index: AirQualityIndex) -> Double? {
        switch index {
        case .european: europeanAQI
        case .us: usAQI
        }
    }

    /// The highest pollen count of the reading, or `nil` when it has none.
    public var highestPollen: (kind: Pollen, count: Double)? {
        pollen.max { ($0.value, $1.key.rawValue) < ($1.value, $0.key.rawValue) }.map { ($0.key, $0.value) }
    }
}

/// The kinds of pollen counted (Copernicus's European forecast, in season).
public enum Pollen: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Alder.
    case alder
    /// Birch.
    case birch
    /// Grass.
    case grass
    /// Mugwort.
    case mugwort
    /// Olive.
    case olive
    /// Ragweed.
    case ragweed

    /// In the order the kinds are declared: alder first, ragweed last.
    public static func < (lhs: Pollen, rhs: Pollen) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
