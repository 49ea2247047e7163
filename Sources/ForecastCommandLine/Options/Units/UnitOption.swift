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
    /// The quantity's unit, when given.
    @Option(name: .customLong(Unit.optionName), help: ArgumentHelp(Unit.optionHelp, valueName: "unit"))
    var unit: Unit?

    /// The options of the quantities after this one.
    @OptionGroup var rest: Rest

    /// Adds this option's unit, when given, and the rest's, to `choices`.
    func say(in choices: inout UnitChoices) {
        if let unit { choices[Unit.self] = unit }
        rest.say(in: &choices)
    }
}

/// The end of a row of unit options: no option.
struct NoUnitOption: UnitOptionList {
    /// Adds nothing.
    func say(in choices: inout UnitChoices) {}
}
