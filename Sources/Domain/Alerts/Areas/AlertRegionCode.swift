/// A region a warning names by code instead of by shape: a CAP `<geocode>`, such as an EMMA_ID, a SAME code or a
/// DWD WARNCELLID. The aggregator matches these by its own geometry; forecast only shows them.
public struct AlertRegionCode: Sendable, Hashable {
    /// The code's scheme, as the sender names it (`valueName`): "EMMA_ID", "SAME", "WARNCELLID".
    public let scheme: String
    /// The code in that scheme (`value`).
    public let value: String

    /// Makes a region code.
    public init(scheme: String, value: String) {
        self.scheme = scheme
        self.value = value
    }
}
