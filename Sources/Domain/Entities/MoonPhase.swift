/// The Moon's phase at an instant: how much of it is lit, how old the lunation is, and the phase's name.
public struct MoonPhase: Sendable, Hashable {
    /// The eight names of the phases, by the lunation's age in eighths centred on the four principal phases.
    public enum Name: String, Sendable, Hashable, CaseIterable {
        case new = "new"
        case waxingCrescent = "waxing_crescent"
        case firstQuarter = "first_quarter"
        case waxingGibbous = "waxing_gibbous"
        case full = "full"
        case waningGibbous = "waning_gibbous"
        case lastQuarter = "last_quarter"
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
