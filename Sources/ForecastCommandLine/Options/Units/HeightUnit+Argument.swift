import ArgumentParser
import Domain

extension HeightUnit: UnitArgument {
    /// `--height-unit`'s help.
    static let optionHelp = "The sea's heights (waves, swell, sea level) in this unit (ft: feet), whatever --units says."
}
