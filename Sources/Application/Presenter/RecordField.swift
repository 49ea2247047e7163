import Domain

/// One field of a document's record, as its JSON and its CSV both give it: its name, its value, and the unit its CSV
/// column's name ends with, decided where the value is made (`temperature_max` in °C is the column
/// `temperature_max_c`); JSON says the units once, in its `"units"`.
struct RecordField: Sendable {
    /// Its name: JSON's key, and its CSV column's before the unit.
    let name: String
    /// Its value.
    let value: JSONValue
    /// The unit its CSV column names ("c", "mm", "kmh", "mm_h", "pct"), or `nil` for none.
    let unit: String?

    /// The field `name` of `value`, its column naming `unit` when given.
    init(_ name: String, _ value: JSONValue, unit: String? = nil) {
        self.name = name
        self.value = value
        self.unit = unit
    }

    /// Its CSV column's name: its name, then its unit.
    var column: String { unit.map { "\(name)_\($0)" } ?? name }
}

/// A document's record: its fields in order.
typealias Record = [RecordField]

extension [RecordField] {
    /// The record of `fields`, none naming a unit.
    init(_ fields: JSONFields) {
        self = fields.map { RecordField($0.key, $0.value) }
    }

    /// The record as JSON's members.
    var json: JSONFields { map { ($0.name, $0.value) } }
}

/// The units a CSV column names: a report's, or fixed ones.
enum ColumnUnit {
    /// Degrees: "c" or "f".
    static func temperature(_ units: Units) -> String { units.temperature == .fahrenheit ? "f" : "c" }
    /// An amount of precipitation: "mm" or "in".
    static func precipitation(_ units: Units) -> String { units.precipitation.rawValue }
    /// A rate of precipitation, an amount an hour: "mm_h" or "in_h".
    static func precipitationRate(_ units: Units) -> String { "\(units.precipitation.rawValue)_h" }
    /// A wind's speed: "kmh", "ms", "mph", "kn" or "bft".
    static func windSpeed(_ units: Units) -> String { units.windSpeed.rawValue }
    /// A share in percent.
    static let percent = "pct"
    /// A direction in degrees.
    static let degrees = "deg"
    /// A pressure in hectopascals.
    static let hectopascals = "hpa"
    /// A height in metres.
    static let metres = "m"
}
