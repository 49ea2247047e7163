/// The threshold a ``CheckCondition`` takes: what it measures, the values it can take and its default, in the units
/// asked.
public struct CheckThreshold: Sendable {
    /// The quantity, which an out-of-range value names.
    public let quantity: InputQuantity
    private let meaning: @Sendable (Units) -> String
    private let allowed: @Sendable (Units) -> ClosedRange<Double>
    private let unit: @Sendable (Units) -> String
    private let fallback: @Sendable (Units) -> Double?

    /// Makes a threshold of `quantity`: `meaning` says what it measures with its unit, `allowed` the values it can take
    /// and `unit` their unit's symbol (empty for none), `defaultValue` the value used when none is given (`nil` when
    /// the answer's own data decides it, as an air quality index does).
    init(
        _ quantity: InputQuantity, meaning: @escaping @Sendable (Units) -> String, allowed: @escaping @Sendable (Units) -> ClosedRange<Double>,
        unit: @escaping @Sendable (Units) -> String = { _ in "" }, defaultValue: @escaping @Sendable (Units) -> Double? = { _ in nil }
    ) {
        self.quantity = quantity
        self.meaning = meaning
        self.allowed = allowed
        self.unit = unit
        fallback = defaultValue
    }

    /// What the threshold measures, with its unit in `units`: "chance of precipitation (%)".
    public func meaning(in units: Units) -> String { meaning(units) }

    /// The values the threshold can take in `units`, and their unit's symbol ("" for none).
    public func range(in units: Units) -> (allowed: ClosedRange<Double>, unit: String) { (allowed(units), unit(units)) }

    /// The threshold used when none is given, in `units`; `nil` when the answer's data decides it.
    public func defaultValue(in units: Units) -> Double? { fallback(units) }

    /// The whole numbers of `range`: a temperature or a speed that weather can reach, as a threshold is typed.
    static func whole(_ range: ClosedRange<Double>) -> ClosedRange<Double> {
        range.lowerBound.rounded(.up)...range.upperBound.rounded(.down)
    }
}
