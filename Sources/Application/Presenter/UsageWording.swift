package import Domain

/// The one form of a usage error (exit 64), whichever layer finds it: one line naming the option, then where to
/// read more. A number out of range reads "--days must be between 1 and 16, not 40; see 'forecast --help'"; where
/// the option's name does not say what it measures, the quantity follows it: "--threshold, the chance of
/// precipitation, must be between 0 and 100%, not -5". Domain says the quantity and its range (``OutOfRange``);
/// this words it with the option that gave the value.
package enum UsageWording {
    /// The hint every usage error ends with, after "; " as every hint.
    package static let hint = "see 'forecast --help'"

    /// The error's line without ``hint``: "--days must be between 1 and 16, not 40", the input named by `names`.
    package static func text(_ problem: OutOfRange, names: InputNames = .options) -> String {
        let input = names.name(problem.quantity)
        return "\(InputNames.isThreshold(problem.quantity) ? "\(input), \(problem.quantity.name)," : input) \(problem.requirement)"
    }

    /// The option that gives a quantity; every check's threshold is `--threshold` (``InputNames/isThreshold(_:)``).
    static func option(for quantity: InputQuantity) -> String {
        switch quantity {
        case .days: "--days"
        case .hours: "--hours"
        case .pastDays: "--past-days"
        case .window: "--within"
        case .resultCount: "--count"
        case .latitude: "--lat"
        case .longitude: "--lon"
        case .timeout: "--timeout"
        default: "--threshold"
        }
    }
}
