/// The Moon's phase at an instant: how much of it is lit, how old the lunation is, and the phase's name.
public struct MoonPhase: Sendable, Hashable {
    /// The eight names of the phases, by the lunation's age in eighths centred on the four principal phases.
    public enum Name: String, Sendable, Hashable, CaseIterable {
        /// Around the new moon: the Moon unlit.
        case new = "new"
        /// Lit less than half, growing.
        case waxingCrescent = "waxing_crescent"
        /// Around the first quarter: half lit, growing.
        case firstQuarter = "first_quarter"
        /// Lit more than half, growing.
        case waxingGibbous = "waxing_gibbous"
        /// Around the full moon.
        case full = "full"
        /// Lit more than half, shrinking.
        case waningGibbous = "waning_gibbous"
        /// Around the last quarter: half lit, shrinking.
        case lastQuarter = "last_quarter"
        /// Lit less than half, shrinking.
        case waningCrescent = "waning_crescent"
    }

    /// The lit fraction of the disc, 0…1.
    public let illumination: Double
    /// Days since the last new moon.
    public let ageDays: Double
    /// The phase's name.
    public let name: Name

    /// Makes a phase.
    public init(illumination: Double, ageDays: Double, name: Name) {
        self.illumination = illumination
        self.ageDays = ageDays
        self.name = name
    }

    /// Whether the lit part grows (from new to full).
    public var isWaxing: Bool { ageDays < MoonCalculator.synodicMonthDays / 2 }
}
