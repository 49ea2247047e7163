/// Percentiles by linear interpolation between the closest ranks: numpy's default (`method="linear"`), so that
/// forecast's numbers and a script's agree. The `p`th percentile of n sorted values lies at rank p/100 × (n − 1).
public enum Percentile {
    /// The `p`th percentile (0…100) of `values`; `nil` when there are none.
    public static func of(_ values: [Double], _ p: Double) -> Double? {
        of(sorted: values.sorted(), p)
    }

    /// As ``of(_:_:)``, for values already in ascending order (several percentiles of one set sort it once).
    public static func of(sorted values: [Double], _ p: Double) -> Double? {
        guard !values.isEmpty else { return nil }
        let rank = min(max(p, 0), 100) / 100 * Double(values.count - 1)
        let below = Int(rank.rounded(.down))
        let above = min(below + 1, values.count - 1)
        return values[below] + (values[above] - values[below]) * (rank - Double(below))
    }
}
