package import Domain

/// The one form of a usage error (exit 64), whichever layer finds it: one line naming the option, then where to
/// read more. A number out of range reads "--days must be between 1 and 16, not 40; see 'forecast --help'"; where
/// the option's name does not say what it measures, the quantity follows it: "--threshold, the chance of
/// precipitation, must be between 0 and 100%, not -5". Domain says the quantity and its range (``OutOfRange``);
/// this words it with the option that gave the value.
package enum UsageWording {
    /// The hint every usage error ends with, after "; " as every hint.
    package static let hint = "see 'forecast --help'"

    /// The error's line without ``hint``: "--days must be between 1 and 16, not 40".
    package static func text(_ problem: OutOfRange) -> String {
        let option = option(for: problem.quantity)
        return "\(option == "--threshold" ? "\(option), \(problem.quantity.name)," : option) \(problem.requirement)"
    }

    /// The option that gives a quantity; only `--threshold` measures several, so only its line names the quantity.
    private static func option(for quantity: InputQuantity) -> String {
        switch quantity {
        case .days: "--days"
        case .hours: "--hours"
        case .pastDays: "--past-days"
        case .window: "--within"
        case .resultCount: "--count"
        case .latitude: "--lat"
        case .longitude: "--lon"
        case .timeout: "--timeout"
        case .chanceOfPrecipitation, .shareOfMembers, .temperature, .gustSpeed, .uvIndex, .airQualityIndex, .pollenCount, .waveHeight: "--threshold"
        }
    }
}
