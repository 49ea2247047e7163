import ArgumentParser
import Domain

extension TemperatureUnit: UnitArgument {
    /// `--temperature-unit`'s help.
    static let optionHelp = "Temperatures in this unit, whatever --units says."
}
