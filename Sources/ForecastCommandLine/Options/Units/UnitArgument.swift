import ArgumentParser
import Domain

/// A quantity's unit as its command-line option takes it: its values (``ArgumentChoice``) and what the option says
/// in `--help`. The option is named for the quantity: `--temperature-unit`, `--wind-unit`.
protocol UnitArgument: QuantityUnit, ArgumentChoice {
    /// What the option does, for `--help`.
    static var optionHelp: String { get }
}

extension UnitArgument {
    /// The option's long name: the quantity's, hyphens for underscores, and `-unit` (`wind` → `wind-unit`).
    static var optionName: String { String(quantity.map { $0 == "_" ? "-" : $0 }) + "-unit" }

    /// The option's help: what it does, its value named "unit".
    static var argumentHelp: ArgumentHelp { ArgumentHelp(optionHelp, valueName: "unit") }
}
