/// How rough the sea is, in one word, by its significant wave height on the WMO sea-state code (3700): a height on a
/// band's edge takes the lower band.
public enum SeaState: String, Sendable, Hashable, CaseIterable {
    /// Codes 0 and 1: up to 0.1 m, glassy or rippled.
    case calm
    /// Code 2: over 0.1 m, up to 0.5 m (wavelets).
    case smooth
    /// Code 3: over 0.5 m, up to 1.25 m.
    case slight
    /// Code 4: over 1.25 m, up to 2.5 m.
    case moderate
    /// Code 5: over 2.5 m, up to 4 m.
    case rough
    /// Code 6: over 4 m, up to 6 m.
    case veryRough = "very_rough"
    /// Code 7: over 6 m, up to 9 m.
    case high
    /// Code 8: over 9 m, up to 14 m.
    case veryHigh = "very_high"
    /// Code 9: over 14 m.
    case phenomenal

    /// The highest wave height of each band but the last, in metres, in the order of the cases.
    public static let upperBounds: [Double] = [0.1, 0.5, 1.25, 2.5, 4, 6, 9, 14]

    /// The state of a sea whose significant wave height is `metres`; `nil` for a height no sea has (negative, not a
    /// number).
    public init?(waveHeightMetres metres: Double) {
        guard metres.isFinite, metres >= 0 else { return nil }
        self = Self.allCases[Self.upperBounds.firstIndex { metres <= $0 } ?? Self.upperBounds.count]
    }
}
