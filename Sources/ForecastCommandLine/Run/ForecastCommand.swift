import Application
import ArgumentParser

/// `forecast`: the root command; `daily` runs when no other is named, so `forecast London` works.
struct ForecastCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "forecast",
        abstract: "Weather forecasts in the terminal.",
        discussion: """
            Exit codes: 0 success (check: yes) · 1 check: no · 64 bad usage or input · 65 unreadable answer from \
            the service · 66 place not found (or --places-file unreadable) · 68 service unreachable (and nothing cached) · 69 service error · 70 internal error · \
            73 watch: its state could not be read or written · 74 output could not be written · 75 try later (rate limited, unavailable for now, timed out) · 77 API key \
            refused · 78 configuration (a FORECAST_… variable or the configuration file). With --format waybar or \
            i3blocks a forecast that cannot be had is one block saying why, exit 0 (33: a severe warning in force, \
            for i3blocks); bad usage is still 64.
            """,
        version: "forecast \(Providers.directory.version)",
        subcommands: commands,
        defaultSubcommand: commands[0]
    )
}

extension ForecastCommand {
    /// Every command of `forecast`, in the order help lists them; the first is the default.
    static let commands: [any ForecastSubcommand.Type] = [
        DailyCommand.self, HourlyCommand.self, CurrentCommand.self, SearchCommand.self, CheckCommand.self, CompareCommand.self, AlertsCommand.self,
        AirCommand.self, NowcastCommand.self, MarineCommand.self, HistoryCommand.self, SunCommand.self, MoonCommand.self, ProvidersCommand.self, ServicesCommand.self,
        ConfigCommand.self, ServeCommand.self, MCPCommand.self, WatchCommand.self,
    ]

    /// Every name a command of `forecast` answers to (each command's name, then its aliases), so that a new command is
    /// suggested for its misspellings with nothing else to edit.
    static var commandNames: [String] {
        commands.flatMap { [$0.name] + $0.aliases }
    }

    /// The command `word` names, when it names one.
    static func command(named word: String) -> (any ForecastSubcommand.Type)? {
        commands.first { $0.name == word || $0.aliases.contains(word) }
    }

    /// The name of ArgumentParser's own help command (`forecast help daily`), which the configuration does not list.
    static let helpName = "help"
}
