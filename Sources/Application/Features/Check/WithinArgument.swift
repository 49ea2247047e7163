import ArgumentParser

/// A duration typed as a number and a unit: `90m`, `6h`, `2d` (minutes, hours, days).
struct WithinArgument: ExpressibleByArgument, Sendable, Hashable {
    /// The duration in minutes.
    let minutes: Int

    init(minutes: Int) {
        self.minutes = minutes
    }

    init?(argument: String) {
        let units: [Character: Int] = ["m": 1, "h": 60, "d": 1440]
        guard let unit = argument.last.flatMap({ units[$0] }), let count = Int(argument.dropLast()), count > 0,
              count <= Int.max / unit / 2 else {
            return nil
        }
        minutes = count * unit
    }

    var defaultValueDescription: String { DurationText.compact(minutes: minutes) }
}
