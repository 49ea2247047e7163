#if canImport(Glibc)
import Glibc
#endif
import Domain

/// A condition drawn in shapes, as yr.no's and the Met Office's symbols are: a sun, a cloud, and what falls from it
/// (streaks of rain, flakes of snow, hailstones, a bolt), or the lines of fog and haze. No font is needed, so every
/// renderer draws the same symbol.
enum ConditionSymbol {
    /// What a symbol is made of: a sun, a small cloud (before it) or a cloud, what falls (drizzle, rain, snow, hail, a
    /// bolt), or the lines of haze.
    private struct Parts: OptionSet {
        let rawValue: Int
        static let sun = Parts(rawValue: 1)
        static let smallCloud = Parts(rawValue: 2)
        static let cloud = Parts(rawValue: 4)
        static let drizzle = Parts(rawValue: 8)
        static let rain = Parts(rawValue: 16)
        static let snow = Parts(rawValue: 32)
        static let hail = Parts(rawValue: 64)
        static let bolt = Parts(rawValue: 128)
        static let haze = Parts(rawValue: 256)
    }

    /// Draws `kind` in a square `size` wide centred on (`x`, `y`).
    static func draw(_ kind: WeatherCondition.Kind, x: Double, y: Double, size: Double, into markup: inout SVGMarkup) {
        let parts = parts(of: kind), unit = size / 2
        if parts.contains(.sun) {
            // Behind a cloud, the Sun stands up and to the left of it.
            let behind = parts.contains(.smallCloud) || parts.contains(.cloud) ? unit * 0.25 : 0
            sun(x: x - behind, y: y - behind, radius: unit * (parts == .sun ? 0.42 : 0.34), into: &markup)
        }
        if parts.contains(.cloud) { cloud(x: x + unit * 0.05, y: y + unit * 0.05, scale: unit, into: &markup) }
        if parts.contains(.smallCloud) { cloud(x: x + unit * 0.3, y: y + unit * 0.3, scale: unit * 0.6, into: &markup) }
        let below = y + unit * 0.42
        if parts.contains(.drizzle) { streaks(count: 2, x: x, y: below, length: unit * 0.22, unit: unit, into: &markup) }
        if parts.contains(.rain) { streaks(count: parts.contains(.snow) ? 2 : 3, x: x - (parts.contains(.snow) ? unit * 0.2 : 0), y: below, length: unit * 0.4, unit: unit, into: &markup) }
        if parts.contains(.snow) { flakes(count: parts.contains(.rain) ? 1 : 3, x: x + (parts.contains(.rain) ? unit * 0.35 : 0), y: below + unit * 0.25, unit: unit, into: &markup) }
        if parts.contains(.hail) { hailstones(x: x, y: below + unit * 0.2, unit: unit, into: &markup) }
        if parts.contains(.bolt) { bolt(x: x, y: below - unit * 0.05, unit: unit, into: &markup) }
        if parts.contains(.haze) { haze(x: x, y: y, unit: unit, into: &markup) }
    }

    private static func parts(of kind: WeatherCondition.Kind) -> Parts {
        switch kind {
        case .clear: .sun
        case .mainlyClear: [.sun, .smallCloud]
        case .partlyCloudy: [.sun, .cloud]
        case .overcast: .cloud
        case .fog, .mist, .haze, .smoke, .dust, .volcanicAsh: .haze
        case .drizzle, .freezingDrizzle: [.cloud, .drizzle]
        case .rain, .freezingRain, .rainShowers: [.cloud, .rain]
        case .sleet, .sleetShowers: [.cloud, .rain, .snow]
        case .snow, .snowGrains, .snowShowers: [.cloud, .snow]
        case .hail: [.cloud, .hail]
        case .thunderstorm, .squall, .tornado: [.cloud, .bolt]
        case .thunderstormWithHail: [.cloud, .bolt, .hail]
        }
    }

    private static func sun(x: Double, y: Double, radius: Double, into markup: inout SVGMarkup) {
        markup.element("circle", ["class": "sun", "cx": .number(x), "cy": .number(y), "r": .number(radius)])
        let rays = (0..<8).map { ray -> String in
            let angle = Double(ray) * .pi / 4
            let (cosine, sine) = (cos(angle), sin(angle))
            let inner = radius * 1.3, outer = radius * 1.75
            return "M" + SVGNumber.points([(x + cosine * inner, y + sine * inner)]) + "L" + SVGNumber.points([(x + cosine * outer, y + sine * outer)])
        }
        markup.element("path", ["class": "sun-ray", "d": .word(rays.joined())])
    }

    private static func cloud(x: Double, y: Double, scale: Double, into markup: inout SVGMarkup) {
        markup.element("g", ["class": "cloud"]) { cloud in
            for (dx, dy, radius) in [(-0.36, 0.08, 0.3), (0.0, -0.14, 0.42), (0.38, 0.1, 0.28)] {
                cloud.element("circle", ["cx": .number(x + dx * scale), "cy": .number(y + dy * scale), "r": .number(radius * scale)])
            }
            cloud.element("rect", [
                "x": .number(x - 0.62 * scale), "y": .number(y + 0.04 * scale), "width": .number(1.24 * scale), "height": .number(0.34 * scale),
                "rx": .number(0.17 * scale),
            ])
        }
    }

    private static func streaks(count: Int, x: Double, y: Double, length: Double, unit: Double, into markup: inout SVGMarkup) {
        let spacing = unit * 0.32, first = x - spacing * Double(count - 1) / 2
        let lines = (0..<count).map { index -> String in
            let top = first + Double(index) * spacing
            return "M" + SVGNumber.points([(top, y)]) + "L" + SVGNumber.points([(top - length * 0.35, y + length)])
        }
        markup.element("path", ["class": "streak", "d": .word(lines.joined())])
    }

    private static func flakes(count: Int, x: Double, y: Double, unit: Double, into markup: inout SVGMarkup) {
        let spacing = unit * 0.36, first = x - spacing * Double(count - 1) / 2, arm = unit * 0.11
        let strokes = (0..<count).flatMap { index -> [String] in
            let centreX = first + Double(index) * spacing
            return [0.0, .pi / 3, 2 * .pi / 3].map { angle in
                let (dx, dy) = (cos(angle) * arm, sin(angle) * arm)
                return "M" + SVGNumber.points([(centreX - dx, y - dy)]) + "L" + SVGNumber.points([(centreX + dx, y + dy)])
            }
        }
        markup.element("path", ["class": "flake", "d": .word(strokes.joined())])
    }

    private static func hailstones(x: Double, y: Double, unit: Double, into markup: inout SVGMarkup) {
        for dx in [-0.3, 0.0, 0.3] {
            markup.element("circle", ["class": "drop", "cx": .number(x + dx * unit), "cy": .number(y + (dx == 0 ? unit * 0.12 : 0)), "r": .number(unit * 0.07)])
        }
    }

    private static func bolt(x: Double, y: Double, unit: Double, into markup: inout SVGMarkup) {
        let points = [(0.08, -0.02), (-0.16, 0.3), (0.0, 0.3), (-0.1, 0.58), (0.2, 0.2), (0.04, 0.2), (0.16, -0.02)]
        markup.element("polygon", ["class": "bolt", "points": .word(SVGNumber.points(points.map { (x + $0.0 * unit, y + $0.1 * unit) }))])
    }

    private static func haze(x: Double, y: Double, unit: Double, into markup: inout SVGMarkup) {
        let lines = [(-0.5, -0.3, 0.6), (-0.6, 0.0, 0.5), (-0.4, 0.3, 0.7)].map { start, dy, end in
            "M" + SVGNumber.points([(x + start * unit, y + dy * unit)]) + "L" + SVGNumber.points([(x + end * unit, y + dy * unit)])
        }
        markup.element("path", ["class": "haze", "d": .word(lines.joined())])
    }
}
