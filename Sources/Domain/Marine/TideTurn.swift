/// A high or a low water: when the sea level turns, and how high it stands then.
public struct TideTurn: Sendable, Hashable {
    /// High water or low water.
    public enum Kind: String, Sendable, Hashable {
        /// The sea at its highest: "high".
        case high
        /// The sea at its lowest: "low".
        case low
    }

    /// High or low.
    public let kind: Kind
    /// When, on the place's clock, to the minute.
    public let time: LocalDateTime
    /// The sea level then, above mean sea level, in the report's height unit.
    public let height: Double

    /// Makes a turn.
    public init(kind: Kind, time: LocalDateTime, height: Double) {
        self.kind = kind
        self.time = time
        self.height = height
    }

    /// The high and low waters of an hourly sea-level series, in time order. An hour higher than the hours on both
    /// sides is high water, lower than both is low water; a run of equal hours (a plateau) counts once, at its first
    /// hour, judged by the hours on either side of the run; the series' first and last hours are never turns, and a
    /// missing hour (`nil`) ends a run of known ones. A turn at a single hour is refined to the minute by the parabola
    /// through it and its two neighbours (its time and height at the parabola's vertex, within half an hour of the
    /// hour); a plateau keeps its first hour and its level.
    public static func turns(in series: [(time: LocalDateTime, level: Double?)]) -> [TideTurn] {
        var turns: [TideTurn] = []
        var index = 1
        while index < series.count - 1 {
            guard let before = series[index - 1].level, let level = series[index].level else { index += 1; continue }
            var end = index
            while end + 1 < series.count, series[end + 1].level == level { end += 1 }
            guard end + 1 < series.count, let after = series[end + 1].level else { index = end + 1; continue }
            let kind: Kind? = level > before && level > after ? .high : level < before && level < after ? .low : nil
            if let kind {
                turns.append(end == index ? refined(kind, at: series[index].time, before: before, level: level, after: after) : TideTurn(kind: kind, time: series[index].time, height: level))
            }
            index = end + 1
        }
        return turns
    }

    /// The turn at the vertex of the parabola through three hours' levels, the middle one at `time`.
    static func refined(_ kind: Kind, at time: LocalDateTime, before: Double, level: Double, after: Double) -> TideTurn {
        let curvature = before - 2 * level + after
        let offset = curvature == 0 ? 0 : min(max(0.5 * (before - after) / curvature, -0.5), 0.5)
        let height = level - 0.25 * (before - after) * offset
        return TideTurn(kind: kind, time: time.adding(minutes: Int((offset * 60).rounded())), height: height)
    }
}
