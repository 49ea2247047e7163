import ArgumentParser
import Domain

extension WindSpeedUnit: UnitArgument {
    /// `--wind-unit`'s help.
    static let optionHelp = "Wind in this unit (kn: knots, bft: Beaufort force), whatever --units says."
}
