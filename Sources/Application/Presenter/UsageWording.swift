import ArgumentParser
import Domain

/// The one form of a usage error (exit 64), whichever layer finds it: one line naming the option, then where to
/// read more. A number out of range reads "--days must be between 1 and 16, not 40; see 'forecast --help'"; where
/// the option's name does not say what it measures, the quantity follows it: "--threshold, the chance of
/// precipitation, must be between 0 and 100%, not -5". Domain says the quantity and its range (``OutOfRange``);
/// this words it with the option that gave the value.
enum UsageWording {
    /// The hint every usage error ends with, after "; " as every hint.
    static let hint = "see 'forecast --help'"

    /// The error's line without ``hint``: "--days must be between 1 and 16, not 40".
    static func text(_ problem: OutOfRange) -> String {
        let option = option(for: problem.quantity)
        return "\(option == "--threshold" ? "\(option), \(problem.quantity.name)," : option) \(problem.requirement)"
    }

    /// Checks an option's count against what its quantity can be while the arguments are validated: Domain's
    /// `OutOfRange.check`, worded as ``validating(_:)`` words it.
    static func check(_ value: Int, _ allowed: ClosedRange<Int>, _ quantity: InputQuantity) throws {
        try validating { () throws(ForecastError) in try OutOfRange.check(value, allowed, quantity) }
    }

    /// Checks an option's number, in `unit`, against what its quantity can be, as the count's `check` does.
    static func check(_ value: Double, _ allowed: ClosedRange<Double>, _ quantity: InputQuantity, unit: String) throws {
        try validating { () throws(ForecastError) in try OutOfRange.check(value, allowed, quantity, unit: unit) }
    }

    /// Runs Domain's check of an option's value while the arguments are validated, so that it is refused before
    /// anything is asked, in the same words as at run time.
    /// - Throws: `ValidationError` worded by ``text(_:)``, or the check's other ``ForecastError`` as its description.
    static func validating(_ check: () throws(ForecastError) -> Void) throws {
        do {
            try check()
        } catch .outOfRange(let problem) {
            throw ValidationError(text(problem))
        } catch {
            throw ValidationError(error.description)
        }
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
        case .chanceOfPrecipitation, .shareOfMembers, .temperature, .gustSpeed, .uvIndex, .airQualityIndex, .pollenCount: "--threshold"
        }
    }
}
