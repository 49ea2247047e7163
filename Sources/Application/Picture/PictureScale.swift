/// A value axis: values from `lower` to `upper` drawn from `start` to `end` (pixels; `start` may be below `end`, as a
/// temperature's axis runs up the page), with round ticks between.
struct PictureScale: Sendable {
    /// The lowest value shown.
    let lower: Double
    /// The highest value shown.
    let upper: Double
    /// Where `lower` is drawn.
    let start: Double
    /// Where `upper` is drawn.
    let end: Double
    /// The round values between, for grid lines and labels.
    let ticks: [Double]

    /// The largest magnitude a value may have to be drawn: anything beyond is not a measurement.
    static let plausibleMagnitude = 1e6

    /// A scale from `start` to `end` covering `values` (those finite and plausible), widened to round ticks about
    /// `step` apart (2, 5 or 10 times a power of ten), at least `minimumSpan` wide; `floor` keeps the lowest value
    /// from going below it (precipitation from 0). With no value known, the span is `minimumSpan` from `floor` or 0.
    init(covering values: [Double], from start: Double, to end: Double, minimumSpan: Double, floor: Double? = nil, tickCount: Int = 4) {
        let known = values.filter { $0.isFinite && abs($0) < Self.plausibleMagnitude }
        var low = floor ?? known.min() ?? 0, high = max(known.max() ?? low, low)
        if high - low < minimumSpan {
            let middle = (high + low) / 2
            (low, high) = floor == nil ? (middle - minimumSpan / 2, middle + minimumSpan / 2) : (low, low + minimumSpan)
        }
        let step = Self.roundStep((high - low) / Double(max(tickCount, 1)))
        let lower = (low / step).rounded(.down) * step, upper = (high / step).rounded(.up) * step
        self.lower = lower
        self.upper = upper
        self.start = start
        self.end = end
        let count = Int(((upper - lower) / step).rounded())
        ticks = (0...max(count, 0)).map { lower + Double($0) * step }
    }

    /// Where `value` is drawn, kept within the scale's ends.
    func position(_ value: Double) -> Double {
        let span = upper - lower
        let fraction = span > 0 ? (value - lower) / span : 0.5
        return start + (end - start) * min(max(fraction.isFinite ? fraction : 0, 0), 1)
    }

    /// The round step nearest above `rough`: 1, 2 or 5 times a power of ten.
    private static func roundStep(_ rough: Double) -> Double {
        guard rough.isFinite, rough > 0 else { return 1 }
        var power = 1.0
        while power * 10 <= rough { power *= 10 }
        while power > rough { power /= 10 }
        return [1.0, 2, 5, 10].map { $0 * power }.first { $0 >= rough } ?? power * 10
    }
}

/// The time axis: equal columns (hours or days) across the plot, left to right in every language, each starting at a
/// local time. A time falls in the column that started last before it, the further in the later it is: so a clock
/// changed for summer (an hour skipped, or one twice) moves nothing drawn by time off the hours it belongs to.
struct PictureColumns: Sendable {
    /// The plot's left edge.
    let left: Double
    /// The plot's width.
    let width: Double
    /// Each column's start, in minutes since 1970 on the place's clock, in order.
    let starts: [Int]
    /// How many minutes a column covers: 60 for hours, 1440 for days.
    let minutesPerColumn: Int

    /// How many columns.
    var count: Int { starts.count }
    /// When the first column starts.
    var firstMinute: Int { starts.first ?? 0 }
    /// When the last column ends.
    var endMinute: Int { (starts.last ?? 0) + minutesPerColumn }

    /// A column's width.
    var columnWidth: Double { width / Double(max(count, 1)) }

    /// Where column `index` starts.
    func start(_ index: Int) -> Double { left + Double(index) * columnWidth }

    /// The middle of column `index`.
    func centre(_ index: Int) -> Double { start(index) + columnWidth / 2 }

    /// Where the local time `minute` (minutes since 1970 on the place's clock) falls, kept within the plot.
    func position(ofMinute minute: Int) -> Double {
        guard let first = starts.first, minute >= first else { return left }
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= minute { low = middle } else { high = middle - 1 }
        }
        let within = min(Double(minute - starts[low]) / Double(minutesPerColumn), 1)
        return start(low) + within * columnWidth
    }

    /// Whether the local time `minute` falls within the columns.
    func contains(minute: Int) -> Bool {
        guard let first = starts.first, let last = starts.last else { return false }
        return minute >= first && minute <= last + minutesPerColumn
    }
}
