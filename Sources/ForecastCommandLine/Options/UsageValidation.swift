import Application
import ArgumentParser
import Domain

extension UsageWording {
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
}
