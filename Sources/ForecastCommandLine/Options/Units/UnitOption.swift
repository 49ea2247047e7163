import ArgumentParser
import Domain
import ForecastSettings

/// Unit options in a row (``UnitOptions``): what each says, for the settings to resolve.
protocol UnitOptionList: ParsableArguments {
    /// Adds the unit each option in the row was given to `choices`.
    func say(in choices: inout UnitChoices)
}

/// One quantity's unit option (`--wind-unit kn`), which wins over `--units`, and the options after it.
struct UnitOption<Unit: UnitArgument, Rest: UnitOptionList>: UnitOptionList {
    @Option(name: .customLong(Unit.optionName), help: ArgumentHelp(Unit.optionHelp, valueName: "unit"))
    var unit: Unit?

    @OptionGroup var rest: Rest

    func say(in choices: inout UnitChoices) {
        choices[Unit.self] = unit
        rest.say(in: &choices)
    }
}

/// The end of a row of unit options: no option.
struct NoUnitOption: UnitOptionList {
    func say(in choices: inout UnitChoices) {}
}
