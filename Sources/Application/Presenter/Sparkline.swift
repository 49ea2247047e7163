/// A series drawn as one line of block characters (▁ to █; ` .:-=+*#` in ASCII), lowest to highest on the series'
/// own scale, squeezed to a width by averaging neighbours; a missing value is a space.
enum Sparkline {
    private static let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    private static let asciiLevels: [Character] = [".", ":", "-", "=", "+", "*", "#", "@"]

    /// The line, at most `width` characters.
    static func line(_ values: [Double?], width: Int, ascii: Bool) -> String {
        guard width > 0, !values.isEmpty else { return "" }
        let buckets = Swift.min(width, values.count)
        let squeezed = (0..<buckets).map { bucket -> Double? in
            let slice = values[bucket * values.count / buckets ..< (bucket + 1) * values.count / buckets].compactMap { $0 }
            return slice.isEmpty ? nil : slice.reduce(0, +) / Double(slice.count)
        }
        let known = squeezed.compactMap { $0 }
        guard let low = known.min(), let high = known.max() else { return String(repeating: " ", count: buckets) }
        let levels = ascii ? asciiLevels : blocks
        return String(squeezed.map { value -> Character in
            guard let value else { return " " }
            let fraction = high > low ? (value - low) / (high - low) : 0
            return levels[Swift.min(levels.count - 1, Int(fraction * Double(levels.count - 1) + 0.5))]
        })
    }
}
