/// How hard it rains (or snows, as water) at a moment, from the rate in millimetres per hour, on the American
/// Meteorological Society's scale for rain: under 0.1 mm/h is no rain (a trace a person does not notice), light up
/// to 2.5 mm/h, moderate up to 7.6 mm/h, heavy beyond.
public enum PrecipitationIntensity: Int, Sendable, Hashable, Comparable, CaseIterable {
    /// Under 0.1 mm/h: dry, or a trace.
    case none
    /// 0.1 mm/h up to 2.5 mm/h.
    case light
    /// 2.5 mm/h up to 7.6 mm/h.
    case moderate
    /// 7.6 mm/h or more.
    case heavy

    /// The least rate, in mm/h, that counts as rain: light rain or more.
    public static let rainThreshold = 0.1

    /// The least rate of each intensity, in mm/h.
    public var lowestRate: Double {
        switch self {
        case .none: 0
        case .light: Self.rainThreshold
        case .moderate: 2.5
        case .heavy: 7.6
        }
    }

    /// The intensity of a rate in mm/h (a negative or not-a-number rate, which no service should send, is none).
    public init(millimetresPerHour rate: Double) {
        self = Self.allCases.last { rate >= $0.lowestRate } ?? .none
    }

    /// Orders the intensities from none to heavy.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
