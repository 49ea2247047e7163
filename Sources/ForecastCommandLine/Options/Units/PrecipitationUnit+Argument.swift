import ArgumentParser
import Domain

extension PrecipitationUnit: UnitArgument {
    /// `--precipitation-unit`'s help.
    static let optionHelp = "Precipitation in this unit (in: inches), whatever --units says."
}
