/// Where the Moon is, seen from the Earth's centre, at an instant: its right ascension, declination and horizontal
/// parallax, by Montenbruck and Pfleger's abbreviated lunar theory (*Astronomy on the Personal Computer*, MiniMoon:
/// the largest periodic terms of Brown's theory, good to a few arcminutes) with the parallax's four largest terms
/// from the *Astronomical Almanac*'s low-precision formulae. A few arcminutes is a few seconds of a moonrise's time.
struct LunarPosition: Sendable, Hashable {
    /// Right ascension, in radians.
    let rightAscension: Double
    /// Declination, in radians.
    let declination: Double
    /// The equatorial horizontal parallax, in radians: about 1°, varying with the Moon's distance.
    let horizontalParallax: Double

    /// Arcseconds in a radian.
    private static let arcseconds = 648_000 / Double.pi

    /// The position at `instant` (universal time; the theory's terrestrial time is ``MoonCalculator/deltaT(at:)``
    /// later).
    init(at instant: Instant) {
        let century = (instant.julianDay + MoonCalculator.deltaT(at: instant) / 86_400 - 2_451_545) / 36_525
        let meanLongitude = Self.fraction(0.606_433 + 1_336.855_225 * century)
        let moonAnomaly = 2 * .pi * Self.fraction(0.374_897 + 1_325.552_410 * century)
        let sunAnomaly = 2 * .pi * Self.fraction(0.993_133 + 99.997_361 * century)
        let elongation = 2 * .pi * Self.fraction(0.827_361 + 1_236.853_086 * century)
        let latitudeArgument = 2 * .pi * Self.fraction(0.259_086 + 1_342.227_825 * century)
        let s = Trigonometry.sin
        let (l, ls, d, f) = (moonAnomaly, sunAnomaly, elongation, latitudeArgument)
        let longitudeTerms = 22_640 * s(l) - 4_586 * s(l - 2 * d) + 2_370 * s(2 * d) + 769 * s(2 * l) - 668 * s(ls)
            - 412 * s(2 * f) - 212 * s(2 * l - 2 * d) - 206 * s(l + ls - 2 * d) + 192 * s(l + 2 * d) - 165 * s(ls - 2 * d)
            - 125 * s(d) - 110 * s(l + ls) + 148 * s(l - ls) - 55 * s(2 * f - 2 * d)
        let argument = f + (longitudeTerms + 412 * s(2 * f) + 541 * s(ls)) / Self.arcseconds
        let h = f - 2 * d
        let latitudeTerms = -526 * s(h) + 44 * s(l + h) - 31 * s(-l + h) - 23 * s(ls + h) + 11 * s(-ls + h)
            - 25 * s(-2 * l + f) + 21 * s(-l + f)
        let longitude = 2 * .pi * Self.fraction(meanLongitude + longitudeTerms / 1_296_000)
        let latitude = (18_520 * s(argument) + latitudeTerms) / Self.arcseconds
        let obliquity = (23.439_291_1 - 0.013_004_2 * century).radians
        let c = Trigonometry.cos
        declination = Trigonometry.asin(s(latitude) * c(obliquity) + c(latitude) * s(obliquity) * s(longitude))
        rightAscension = Trigonometry.atan2(
            s(longitude) * c(obliquity) - Trigonometry.tan(latitude) * s(obliquity), c(longitude)
        )
        horizontalParallax = (0.950_8 + 0.051_8 * c(l) + 0.009_5 * c(l - 2 * d) + 0.007_8 * c(2 * d) + 0.002_8 * c(2 * l)).radians
    }

    /// The sine of the Moon's centre's geocentric altitude seen from `coordinate` at `instant`, the Moon being here.
    func sineOfAltitude(at instant: Instant, from coordinate: Coordinate) -> Double {
        let days = instant.julianDay - 2_451_545
        let siderealDegrees = 280.460_618_37 + 360.985_647_366_29 * days + coordinate.longitude
        let hourAngle = siderealDegrees.radians - rightAscension
        let latitude = coordinate.latitude.radians
        return Trigonometry.sin(latitude) * Trigonometry.sin(declination)
            + Trigonometry.cos(latitude) * Trigonometry.cos(declination) * Trigonometry.cos(hourAngle)
    }

    /// `x` less its whole part: a number of turns as the part of a turn.
    private static func fraction(_ x: Double) -> Double { x - x.rounded(.down) }
}
