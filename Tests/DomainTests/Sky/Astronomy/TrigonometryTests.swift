@testable import Domain
import Glibc
import Testing

@Suite("Domain's own trigonometry, against the C library's")
struct TrigonometryTests {
    static let angles: [Double] = stride(from: -20.0, through: 20.0, by: 0.173).map { $0 } + [0, .pi / 2, .pi, -.pi, 1e-9, 100, -1000.5]

    @Test("sin, cos and tan agree with libm to 1e-12")
    func forward() {
        for x in Self.angles {
            #expect(abs(Trigonometry.sin(x) - Glibc.sin(x)) < 1e-12, "sin \(x)")
            #expect(abs(Trigonometry.cos(x) - Glibc.cos(x)) < 1e-12, "cos \(x)")
            if abs(Glibc.cos(x)) > 1e-3 { #expect(abs(Trigonometry.tan(x) - Glibc.tan(x)) < 1e-9 * max(1, abs(Glibc.tan(x))), "tan \(x)") }
        }
    }

    @Test("asin, acos, atan and atan2 agree with libm to 1e-12")
    func inverse() {
        for x in stride(from: -1.0, through: 1.0, by: 0.0137).map({ $0 }) + [-1, 1, 0] {
            #expect(abs(Trigonometry.asin(x) - Glibc.asin(x)) < 1e-12, "asin \(x)")
            #expect(abs(Trigonometry.acos(x) - Glibc.acos(x)) < 1e-12, "acos \(x)")
        }
        for x in Self.angles {
            #expect(abs(Trigonometry.atan(x) - Glibc.atan(x)) < 1e-12, "atan \(x)")
            #expect(abs(Trigonometry.atan2(x, -0.7) - Glibc.atan2(x, -0.7)) < 1e-12, "atan2 \(x)")
        }
    }
}
