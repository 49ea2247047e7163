@testable import Application

extension CommandCloseness {
    /// The rule over the names of `forecast`'s commands, in the order the command line lists them, its alias after
    /// them: the command line gives the core its own, and `ForecastCommandLineTests` checks that this list is it.
    static let forecastCommands = CommandCloseness(names: [
        "daily", "hourly", "current", "search", "check", "compare", "alerts", "air", "nowcast", "history", "sun", "moon", "providers", "services",
        "config", "radar",
    ])
}
