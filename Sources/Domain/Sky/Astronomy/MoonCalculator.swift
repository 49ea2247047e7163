/// The Moon's phases, offline: the lit fraction by Meeus's low-precision phase angle (*Astronomical Algorithms*,
/// 48.4, good to about half a percentage point), and the instants of new and full moons by his chapter 49, with the
/// periodic terms of the Sun and Moon (the planetary ones, under a minute, are left out).
public enum MoonCalculator {
    /// The mean length of a lunation, in days.
    public static let synodicMonthDays = 29.530_588_861

    /// The phase at `instant`.
    public static func phase(at instant: Instant) -> MoonPhase {
        let age = (instant.secondsSince1970 - lunation(before: instant).secondsSince1970) / 86_400
        let eighth = Int((age / synodicMonthDays * 8 + 0.5).rounded(.down)) % 8
        return MoonPhase(illumination: illumination(at: instant), ageDays: age, name: MoonPhase.Name.allCases[eighth])
    }

    /// The lit fraction of the Moon's disc at `instant`, 0…1.
    public static func illumination(at instant: Instant) -> Double {
        let century = (instant.julianDay - 2_451_545) / 36_525
        let elongation = (297.850_192_1 + 445_267.111_403_4 * century - 0.001_881_9 * century * century).radians
        let sunAnomaly = (357.529_109_2 + 35_999.050_290_9 * century - 0.000_153_6 * century * century).radians
        let moonAnomaly = (134.963_396_4 + 477_198.867_505_5 * century + 0.008_741_4 * century * century).radians
        let phaseAngle = 180 - elongation.degrees
            - 6.289 * Trigonometry.sin(moonAnomaly) + 2.100 * Trigonometry.sin(sunAnomaly)
            - 1.274 * Trigonometry.sin(2 * elongation - moonAnomaly) - 0.658 * Trigonometry.sin(2 * elongation)
            - 0.214 * Trigonometry.sin(2 * moonAnomaly) - 0.110 * Trigonometry.sin(elongation)
        return (1 + Trigonometry.cos(phaseAngle.radians)) / 2
    }

    /// The first new moon at or after `instant`.
    public static func nextNewMoon(after instant: Instant) -> Instant { next(after: instant, full: false) }

    /// The first full moon at or after `instant`.
    public static func nextFullMoon(after instant: Instant) -> Instant { next(after: instant, full: true) }

    /// The Moon's first rise and first set in [`start`, `end`) (a local date's two midnights) at `coordinate`, by the
    /// US Naval Observatory's conventions; within a couple of minutes of theirs below the polar circles.
    public static func riseAndSet(from start: Instant, to end: Instant, at coordinate: Coordinate) -> MoonRiseSet {
        MoonHorizon.riseAndSet(from: start, to: end, at: coordinate)
    }

    /// The last new moon at or before `instant`.
    static func lunation(before instant: Instant) -> Instant {
        var lunation = (lunationNumber(near: instant)).rounded(.down) + 1
        while principal(lunation, full: false) > instant { lunation -= 1 }
        return principal(lunation, full: false)
    }

    private static func next(after instant: Instant, full: Bool) -> Instant {
        var lunation = (lunationNumber(near: instant)).rounded(.down) - 1
        while principal(lunation, full: full) < instant { lunation += 1 }
        return principal(lunation, full: full)
    }

    /// Meeus's k: lunations since the new moon of 6 January 2000.
    private static func lunationNumber(near instant: Instant) -> Double {
        (instant.julianDay - 2_451_550.097_66) / synodicMonthDays
    }

    /// The new (or, with `full`, the full) moon of lunation `k`, in universal time.
    static func principal(_ k: Double, full: Bool) -> Instant {
        let k = full ? k + 0.5 : k
        let t = k / 1_236.85
        let meanJDE = 2_451_550.097_66 + synodicMonthDays * k + 0.000_154_37 * t * t - 0.000_000_150 * t * t * t
        let e = 1 - 0.002_516 * t - 0.000_007_4 * t * t
        let m = (2.553_4 + 29.105_356_70 * k - 0.000_001_4 * t * t).radians
        let mp = (201.564_3 + 385.816_935_28 * k + 0.010_758_2 * t * t).radians
        let f = (160.710_8 + 390.670_502_84 * k - 0.001_611_8 * t * t).radians
        let node = (124.774_6 - 1.563_755_88 * k + 0.002_067_2 * t * t).radians
        let s = Trigonometry.sin
        let leading = full
            ? -0.406_14 * s(mp) + 0.173_02 * e * s(m) + 0.016_14 * s(2 * mp) + 0.010_43 * s(2 * f) + 0.007_34 * e * s(mp - m)
                - 0.005_15 * e * s(mp + m) + 0.002_09 * e * e * s(2 * m)
            : -0.407_20 * s(mp) + 0.172_41 * e * s(m) + 0.016_08 * s(2 * mp) + 0.010_39 * s(2 * f) + 0.007_39 * e * s(mp - m)
                - 0.005_14 * e * s(mp + m) + 0.002_08 * e * e * s(2 * m)
        let shared = -0.001_11 * s(mp - 2 * f) - 0.000_57 * s(mp + 2 * f) + 0.000_56 * e * s(2 * mp + m) - 0.000_42 * s(3 * mp)
            + 0.000_42 * e * s(m + 2 * f) + 0.000_38 * e * s(m - 2 * f) - 0.000_24 * e * s(2 * mp - m) - 0.000_17 * s(node)
            - 0.000_07 * s(mp + 2 * m) + 0.000_04 * s(2 * mp - 2 * f) + 0.000_04 * s(3 * m) + 0.000_03 * s(mp + m - 2 * f)
            + 0.000_03 * s(2 * mp + 2 * f) - 0.000_03 * s(mp + m + 2 * f) + 0.000_03 * s(mp - m + 2 * f)
            - 0.000_02 * s(mp - m - 2 * f) - 0.000_02 * s(3 * mp + m) + 0.000_02 * s(4 * mp)
        let dynamical = Instant(julianDay: meanJDE + leading + shared)
        return Instant(secondsSince1970: dynamical.secondsSince1970 - deltaT(at: dynamical))
    }

    /// Terrestrial minus universal time, in seconds: NASA's polynomial for 2005–2050 (Espenak and Meeus), about 75 s
    /// in 2026.
    static func deltaT(at instant: Instant) -> Double {
        let years = instant.secondsSince1970 / 31_557_600 + 1970 - 2000
        return 62.92 + 0.322_17 * years + 0.005_589 * years * years
    }
}
