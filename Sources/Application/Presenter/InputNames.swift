package import Domain

/// What a front door calls each quantity a client gives, for the line that refuses a value out of range: the command
/// line's options (`--days`, `--within`), or another door's arguments (`days`, `within_hours`).
package struct InputNames: Sendable {
    /// The name of the input that gives `quantity`.
    let name: @Sendable (InputQuantity) -> String

    /// Names given by `name`.
    package init(_ name: @escaping @Sendable (InputQuantity) -> String) {
        self.name = name
    }

    /// The command line's: its options.
    package static let options = InputNames(UsageWording.option(for:))

    /// Whether `quantity` is a check's threshold: the one input that measures several quantities, so that its line
    /// names the quantity too. Every quantity not named here is one: a check condition added with a quantity of its
    /// own needs no line.
    static func isThreshold(_ quantity: InputQuantity) -> Bool {
        switch quantity {
        case .days, .hours, .pastDays, .window, .resultCount, .latitude, .longitude, .timeout: false
        default: true
        }
    }
}
