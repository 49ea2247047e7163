import Application
import ArgumentParser
import ForecastSettings

/// `forecast config`: the effective settings and where each came from; `forecast config path`: the file's path.
struct ConfigCommand: ForecastSubcommand {
    static let configuration = CommandConfiguration(
        commandName: name,
        abstract: "Show the effective settings and where each comes from (flags, FORECAST_… variables, the file).",
        discussion: """
            The file is $XDG_CONFIG_HOME/forecast/config.toml (or ~/.config/forecast/config.toml). A flag beats a \
            FORECAST_… variable, which beats the file, which beats the default. Keys are never shown.

            Examples:
              forecast config
              forecast config path
            """,
        subcommands: [ShowSettingsCommand.self, ConfigPathCommand.self],
        defaultSubcommand: ShowSettingsCommand.self
    )

    /// Its name, as typed.
    static let name = "config"

    /// It lists or configures: it never asks the network.
    static let networkUse = NetworkUse.none
}

/// `forecast config show`: the effective settings.
struct ShowSettingsCommand: AsyncParsableCommand, DocumentCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show the effective settings (the default).")

    /// The name its refusals give: `config`'s, whose default it is.
    static let name = ConfigCommand.name

    /// The formats its feature declares.
    static let formats = ConfigInteraction.formats

    @OptionGroup var output: FormatOption<Self>

    func run() async throws {
        let run = try CommandRun()
        let listing = try run.settings.listing(paths: StandardPaths(environment: run.environment))
        let status = ConfigInteraction.show(listing, on: run.wiring().makeRunner(format: output.chosen))
        try RunEnded.unlessSuccessful(status)
    }
}

/// `forecast config path`: where the configuration file is read from.
struct ConfigPathCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "path", abstract: "Print the configuration file's path.")

    func run() async throws {
        let run = try CommandRun()
        guard let path = StandardPaths(environment: run.environment).configFile else {
            throw ConfigurationError(reason: "neither XDG_CONFIG_HOME nor HOME says where the configuration file is")
        }
        let status = ConfigInteraction.showPath(path, on: run.wiring().makeRunner(format: .table))
        try RunEnded.unlessSuccessful(status)
    }
}
