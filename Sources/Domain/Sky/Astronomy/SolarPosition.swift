/// Where the Sun is, seen from the Earth, at an instant: its declination and the equation of time, by the NOAA
/// solar calculator's formulas (after Meeus, *Astronomical Algorithms*, chapters 25 and 28), good to well under a
/// minute of time for dates within centuries of 2000.
struct SolarPosition: Sendable, Hashable {
    /// The Sun's declination, in radians.
    let declination: Double
    /// Apparent minus mean solar time, in minutes.
    let equationOfTime: Double

    /// The position at `instant`.
    init(at instant: Instant) {
        let century = (instant.julianDay - 2_451_545) / 36_525
        let meanLongitude = (280.466_46 + century * (36_000.769_83 + century * 0.000_303_2)).truncatingRemainder(dividingBy: 360)
        let meanAnomaly = 357.529_11 + century * (35_999.050_29 - 0.000_153_7 * century)
        let eccentricity = 0.016_708_634 - century * (0.000_042_037 + 0.000_000_126_7 * century)
        let anomaly = meanAnomaly.radians
        let centre = Trigonometry.sin(anomaly) * (1.914_602 - century * (0.004_817 + 0.000_014 * century))
            + Trigonometry.sin(2 * anomaly) * (0.019_993 - 0.000_101 * century) + Trigonometry.sin(3 * anomaly) * 0.000_289
        let node = (125.04 - 1_934.136 * century).radians
        let apparentLongitude = (meanLongitude + centre - 0.005_69 - 0.004_78 * Trigonometry.sin(node)).radians
        let meanObliquity = 23 + (26 + (21.448 - century * (46.815 + century * (0.000_59 - century * 0.001_813))) / 60) / 60
        let obliquity = (meanObliquity + 0.002_56 * Trigonometry.cos(node)).radians
        declination = Trigonometry.asin(Trigonometry.sin(obliquity) * Trigonometry.sin(apparentLongitude))
        let y = Trigonometry.tan(obliquity / 2) * Trigonometry.tan(obliquity / 2)
        let longitude = meanLongitude.radians
        let equation = y * Trigonometry.sin(2 * longitude) - 2 * eccentricity * Trigonometry.sin(anomaly)
            + 4 * eccentricity * y * Trigonometry.sin(anomaly) * Trigonometry.cos(2 * longitude)
            - 0.5 * y * y * Trigonometry.sin(4 * longitude) - 1.25 * eccentricity * eccentricity * Trigonometry.sin(2 * anomaly)
        equationOfTime = 4 * equation.degrees
    }
}

extension Instant {
    /// The Julian day: days since noon UTC, 1 January 4713 BC (proleptic Julian calendar).
    var julianDay: Double { secondsSince1970 / 86_400 + 2_440_587.5 }

    /// The instant of a Julian day.
    init(julianDay: Double) {
        self.init(secondsSince1970: (julianDay - 2_440_587.5) * 86_400)
    }
}

extension Double {
    /// Degrees as radians.
    var radians: Double { self * .pi / 180 }
    /// Radians as degrees.
    var degrees: Double { self * 180 / .pi }
}
