/// Each day's low–high range as a bar on one scale shared by all the days, so a glance shows the week's shape; with
/// an ensemble, each row's band (its members' 10th–90th percentile) drawn on the same scale, over and beside the bar.
enum RangeBar {
    /// The narrowest bar worth drawing, and the widest drawn.
    static let widths = 8...30

    /// What a cell shows: the bar, the band, or both.
    static func glyphs(ascii: Bool) -> (bar: Character, band: Character, both: Character) {
        ascii ? ("=", ".", "#") : ("━", "░", "▓")
    }

    /// A bar of `width` columns for each pair of low and high, with the row's band from `bands` (none where `nil` or
    /// beyond the list); empty where neither is known.
    static func bars(lows: [Double?], highs: [Double?], bands: [(low: Double, high: Double)?] = [], width: Int, ascii: Bool) -> [String] {
        let ranges = zip(lows, highs).map { low, high in low.flatMap { low in high.map { (min(low, $0), max(low, $0)) } } }
        let rowBands = ranges.indices.map { $0 < bands.count ? bands[$0].map { (min($0.low, $0.high), max($0.low, $0.high)) } : nil }
        let known = (ranges + rowBands).compactMap { $0 }
        guard let bottom = known.map(\.0).min(), let top = known.map(\.1).max(), width > 1 else {
            return lows.map { _ in "" }
        }
        let span = max(top - bottom, 1)
        let position = { (value: Double) in Int(((value - bottom) / span * Double(width - 1)).rounded()) }
        let glyph = glyphs(ascii: ascii)
        return zip(ranges, rowBands).map { range, band in
            let bar = range.map { position($0.0)...position($0.1) }, shaded = band.map { position($0.0)...position($0.1) }
            guard let last = [bar?.upperBound, shaded?.upperBound].compactMap({ $0 }).max() else { return "" }
            return String((0...last).map { column -> Character in
                switch (bar?.contains(column) ?? false, shaded?.contains(column) ?? false) {
                case (true, true): glyph.both
                case (true, false): glyph.bar
                case (false, true): glyph.band
                case (false, false): " "
                }
            })
        }
    }
}
