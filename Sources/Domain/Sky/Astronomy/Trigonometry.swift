/// Sine, cosine and their inverses in plain Swift, since `Domain` imports nothing (not even the C library's
/// `libm`): range reduction, then Taylor series that converge to the last bits of a `Double` on the reduced range.
/// Accurate to about 1e-15, far beyond what the astronomy needs (1e-7 rad is a fiftieth of a second of time).
enum Trigonometry {
    /// sin x.
    static func sin(_ x: Double) -> Double {
        let (quadrant, reduced) = reduce(x)
        switch quadrant {
        case 0: return sinSeries(reduced)
        case 1: return cosSeries(reduced)
        case 2: return -sinSeries(reduced)
        default: return -cosSeries(reduced)
        }
    }

    /// cos x.
    static func cos(_ x: Double) -> Double {
        let (quadrant, reduced) = reduce(x)
        switch quadrant {
        case 0: return cosSeries(reduced)
        case 1: return -sinSeries(reduced)
        case 2: return -cosSeries(reduced)
        default: return sinSeries(reduced)
        }
    }

    /// tan x.
    static func tan(_ x: Double) -> Double { sin(x) / cos(x) }

    /// atan x, in (−π/2, π/2).
    static func atan(_ x: Double) -> Double {
        if x.isNaN { return x }
        if x < 0 { return -atan(-x) }
        if x > 1 { return .pi / 2 - atan(1 / x) }
        // atan x = 2 atan(x / (1 + √(1 + x²))) brings x ≤ 1 under tan(π/16) after two halvings.
        let once = x / (1 + (1 + x * x).squareRoot())
        let twice = once / (1 + (1 + once * once).squareRoot())
        return 4 * atanSeries(twice)
    }

    /// atan2(y, x): the angle of (x, y), in (−π, π].
    static func atan2(_ y: Double, _ x: Double) -> Double {
        if x > 0 { return atan(y / x) }
        if x < 0 { return y >= 0 ? atan(y / x) + .pi : atan(y / x) - .pi }
        return y > 0 ? .pi / 2 : (y < 0 ? -.pi / 2 : 0)
    }

    /// asin x for x in [−1, 1], in [−π/2, π/2].
    static func asin(_ x: Double) -> Double {
        atan2(x, (max(0, 1 - x * x)).squareRoot())
    }

    /// acos x for x in [−1, 1], in [0, π].
    static func acos(_ x: Double) -> Double {
        atan2((max(0, 1 - x * x)).squareRoot(), x)
    }

    /// `x` as a quadrant (0–3) and an angle in [−π/4, π/4] from that quadrant's start.
    private static func reduce(_ x: Double) -> (Int, Double) {
        let turns = (x / (.pi / 2)).rounded()
        let reduced = x - turns * (.pi / 2)
        let quadrant = Int(turns.truncatingRemainder(dividingBy: 4))
        return ((quadrant + 4) % 4, reduced)
    }

    private static func sinSeries(_ x: Double) -> Double {
        var term = x, sum = x
        for n in stride(from: 2, through: 24, by: 2) {
            term *= -x * x / Double(n * (n + 1))
            sum += term
        }
        return sum
    }

    private static func cosSeries(_ x: Double) -> Double {
        var term = 1.0, sum = 1.0
        for n in stride(from: 1, through: 23, by: 2) {
            term *= -x * x / Double(n * (n + 1))
            sum += term
        }
        return sum
    }

    private static func atanSeries(_ x: Double) -> Double {
        var power = x, sum = x
        for n in stride(from: 3, through: 41, by: 2) {
            power *= -x * x
            sum += power / Double(n)
        }
        return sum
    }
}
