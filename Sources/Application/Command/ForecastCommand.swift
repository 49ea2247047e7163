import ArgumentParser

/// `forecast`: the root command, which only groups the subcommands.
struct ForecastCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "forecast",
        abstract: "Weather forecasts in the terminal, from Open-Meteo.",
        discussion: """
            Exit codes: 0 success · 64 bad usage or input · 65 unreadable answer from the service · 66 place not \
            found · 68 service unreachable · 69 service error · 75 try later (rate limited, timed out) · 1 unexpected.
            """,
        version: "forecast \(CompositionRoot.version)",
        subcommands: [DailyCommand.self]
    )
}
