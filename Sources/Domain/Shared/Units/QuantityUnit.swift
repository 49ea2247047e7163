/// The unit a person chooses for one quantity (temperatures, wind speeds, precipitation, …): its cases are the
/// units, written as their raw values wherever they are chosen, and each system of units picks one of them.
///
/// A quantity is added by declaring its unit type (its cases, conversions and symbols, and this conformance) in a
/// file of its own, with a typed accessor on ``Units``, and one line in ``Units/quantities``.
public protocol QuantityUnit: RawRepresentable, CaseIterable, Hashable, Sendable where RawValue == String {
    /// The quantity's name where its unit is chosen, in lower case with underscores: "temperature", "wind".
    static var quantity: String { get }
    /// The quantity's unit in the metric system, and where nothing else is said.
    static var metric: Self { get }
    /// The quantity's unit in the imperial system.
    static var imperial: Self { get }
}
