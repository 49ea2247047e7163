/// Each day's low–high range as a bar on one scale shared by all the days, so a glance shows the week's shape.
enum RangeBar {
    /// The narrowest bar worth drawing, and the widest drawn.
    static let widths = 8...30

    /// A bar of `width` columns for each pair of low and high; empty where either is missing.
    static func bars(lows: [Double?], highs: [Double?], width: Int, ascii: Bool) -> [String] {
        let known = zip(lows, highs).compactMap { low, high in low.flatMap { low in high.map { (low, $0) } } }
        guard let bottom = known.map(\.0).min(), let top = known.map(\.1).max(), width > 1 else {
            return lows.map { _ in "" }
        }
        let span = max(top - bottom, 1)
        let position = { (value: Double) in Int(((value - bottom) / span * Double(width - 1)).rounded()) }
        return zip(lows, highs).map { low, high in
            guard let low, let high else { return "" }
            let start = position(min(low, high)), end = position(max(low, high))
            return String(repeating: " ", count: start) + String(repeating: ascii ? "=" : "━", count: end - start + 1)
        }
    }
}
