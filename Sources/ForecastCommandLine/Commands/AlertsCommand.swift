import Application
import ArgumentParser
import ForecastSettings

/// `forecast alerts`: the official weather warnings for a place, from the service that covers it.
struct AlertsCommand: ForecastSubcommand, DocumentCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: name,
            abstract: "Show the official weather warnings in force or coming for a place.",
            discussion: """
                Warnings come from the national weather service that covers the place, whatever --provider says: \
                \(ProviderChoice.alertIssuers). Elsewhere forecast says that no service covers the place, which is \
                not the same as no warnings, and asks nothing. Most severe first; times in the place's local time \
                (UTC for a bare coordinate). Forecast views show the most severe one under their header.

                Examples:
                  forecast alerts "London, KY"
                  forecast alerts --lat 36.18 --lon -87.8 --full
                  forecast alerts --lat 69.65 --lon 18.96 --format json
                """ + LineValues.templateHelp(LineValues.alerts)
        )
    }

    /// Its name, as typed.
    static let name = "alerts"

    /// The formats its feature declares.
    static let formats = AlertsInteraction.formats

    /// It asks the services, unless the cache answers.
    static let networkUse = NetworkUse.fetches

    @OptionGroup var options: ForecastOptions<Self>

    @Flag(help: "Add each warning's description and instruction, wrapped to the terminal's width.")
    var full = false

    func validate() throws {
        guard !options.noAlerts else { throw ValidationError(UsageWording.refusal(of: "--no-alerts", by: Self.name)) }
    }

    func run() async throws {
        let run = try CommandRun()
        let locations = try options.locations(settings: run.settings)
        let line = try options.output.lineTemplate(standard: LineValues.alertsTemplate, placeholders: LineValues.alerts)
        try await run.finish(options.output, lineTemplate: line, running: { [full] in await AlertsInteraction.show(locations, full: full, on: $0) })
    }
}
