import Application
import ArgumentParser

/// A duration typed as a number and a unit: `90m`, `6h`, `2d` (minutes, hours, days). The option reads it with
/// ``parse(_:)``, so that a refusal can list the forms accepted; the option's help writes its default itself.
struct WithinArgument: Sendable, Hashable {
    /// Why a typed duration was refused, listing the forms accepted (swift-argument-parser puts it after "The value
    /// '6x' is invalid for '--within <duration>': ").
    struct Refusal: Error, CustomStringConvertible {
        var description: String { DurationText.compactForm }
    }

    /// The option's parser: the duration, or a ``Refusal`` that lists the forms accepted.
    static func parse(_ argument: String) throws -> WithinArgument {
        guard let duration = WithinArgument(argument: argument) else { throw Refusal() }
        return duration
    }

    /// The duration in minutes.
    let minutes: Int

    /// A duration of `minutes`.
    init(minutes: Int) {
        self.minutes = minutes
    }

    /// The duration `argument` writes, or `nil` when it is not a whole number above 0 and m, h or d.
    init?(argument: String) {
        guard let minutes = DurationText.minutes(in: argument) else { return nil }
        self.minutes = minutes
    }
}
