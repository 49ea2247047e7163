import ArgumentParser

/// A command of `forecast`, declaring as plain constants what is read before its arguments are parsed: its name and
/// aliases as typed, and what it needs of the network (``ForecastApp/needsNetwork(_:environment:)``).
protocol ForecastSubcommand: AsyncParsableCommand {
    /// Its name, as typed; its configuration's `commandName`.
    static var name: String { get }
    /// What else it answers to; its configuration's `aliases`.
    static var aliases: [String] { get }
    /// What it needs of the network.
    static var networkUse: NetworkUse { get }
}

extension ForecastSubcommand {
    /// No other name, unless the command says.
    static var aliases: [String] { [] }
}

/// What a command needs of the network, so that the transport's one-time set-up can start before the arguments are
/// parsed when a run will surely ask it.
enum NetworkUse: Sendable {
    /// It never asks: it lists or configures.
    case none
    /// It asks the services, unless the cache answers.
    case fetches
    /// It asks the place search for a name; for a coordinate (`--lat`) it computes, offline.
    case fetchesUnlessCoordinate
}
