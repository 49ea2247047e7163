/// Finds the Moon's rising and setting between two instants: the altitude of its centre is sampled every half hour
/// against the altitude at which its upper limb, seen from the place, touches the refracted horizon (Meeus,
/// *Astronomical Algorithms*, chapter 15: 0.7275 × parallax − 34′), and each crossing is narrowed to a second.
enum MoonHorizon {
    /// How far apart the samples are, in seconds: the Moon cannot rise and set within it below the polar circles.
    static let step = 1_800.0

    /// The first rise and first set in [`start`, `end`), at `coordinate`.
    static func riseAndSet(from start: Instant, to end: Instant, at coordinate: Coordinate) -> MoonRiseSet {
        var rise: Instant?, set: Instant?
        var time = start.secondsSince1970
        var above = isAbove(at: time, coordinate)
        let startsAbove = above
        while time < end.secondsSince1970 {
            let next = min(time + step, end.secondsSince1970)
            let nextAbove = isAbove(at: next, coordinate)
            if nextAbove != above {
                let crossing = Instant(secondsSince1970: narrow(from: time, to: next, risingAt: nextAbove, coordinate))
                if nextAbove, rise == nil, crossing.secondsSince1970 < end.secondsSince1970 { rise = crossing }
                if !nextAbove, set == nil, crossing.secondsSince1970 < end.secondsSince1970 { set = crossing }
            }
            (time, above) = (next, nextAbove)
        }
        let allDay: MoonRiseSet.AllDay? = rise == nil && set == nil ? (startsAbove ? .up : .down) : nil
        return MoonRiseSet(moonrise: rise, moonset: set, allDay: allDay)
    }

    /// Whether the upper limb is above the horizon at `seconds` since 1970.
    private static func isAbove(at seconds: Double, _ coordinate: Coordinate) -> Bool {
        let instant = Instant(secondsSince1970: seconds)
        let moon = LunarPosition(at: instant)
        let horizon = 0.727_5 * moon.horizontalParallax - (34.0 / 60).radians
        return moon.sineOfAltitude(at: instant, from: coordinate) > Trigonometry.sin(horizon)
    }

    /// The second at which the limb crosses between `low` and `high`, by halving: `rising` when it is above at `high`.
    private static func narrow(from low: Double, to high: Double, risingAt rising: Bool, _ coordinate: Coordinate) -> Double {
        var (low, high) = (low, high)
        while high - low > 1 {
            let middle = (low + high) / 2
            if isAbove(at: middle, coordinate) == rising { high = middle } else { low = middle }
        }
        return (low + high) / 2
    }
}
