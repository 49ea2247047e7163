import ArgumentParser
import Domain

/// A condition `check` asks about, typed as its name: one of `Domain`'s ``CheckCondition/all``, whose names are the
/// values the help lists and the shells complete.
struct CheckConditionArgument: ExpressibleByArgument, Sendable {
    /// The condition.
    let condition: CheckCondition

    /// The condition named `argument`, or `nil` when none is.
    init?(argument: String) {
        guard let condition = CheckCondition.named(argument) else { return nil }
        self.condition = condition
    }

    /// Every condition's name, in the registry's order.
    static var allValueStrings: [String] { CheckCondition.all.map(\.name) }

    /// No separate descriptions: each value's description is its name.
    static var allValueDescriptions: [String: String] { [:] }

    /// The names, for completion.
    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}
