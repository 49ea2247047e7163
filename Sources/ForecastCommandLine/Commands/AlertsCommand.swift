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
                Warnings come from every service that covers the place, whatever --provider says: \
                \(ProviderChoice.alertIssuers), and the official authorities' feeds the FOSS Public Alert Server \
                gathers (alerts.kde.org, more than 280 of them: national weather services, civil protection, \
                MeteoAlarm's members). A message two services carry is shown once; an update replaces the warning it \
                updates, a cancellation removes it. A country is covered where a working feed covers it: \
                --sources COUNTRY lists them. Elsewhere forecast says that no service covers the place, which is not \
                the same as no warnings. Warnings of every kind are shown (a flood, a fire, an earthquake), in the \
                language of --lang when the authority published it, else English, saying so. Most severe first; times \
                in the place's local time (UTC for a bare coordinate). Forecast views show the most severe one under \
                their header.

                Examples:
                  forecast alerts "London, KY"
                  forecast alerts --lat 36.18 --lon -87.8 --full
                  forecast alerts Kassel --lang de
                  forecast alerts --lat 69.65 --lon 18.96 --format json
                  forecast alerts Zurich --source public-alerts
                  forecast alerts --sources CH
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

    @Option(help: ArgumentHelp("Ask only this warning service (an id of forecast services that serves alerts).", valueName: "id"))
    var source: String?

    @Option(help: ArgumentHelp("List the warning feeds that cover a country (an ISO 3166 code such as CH, or UK, USA) instead of showing warnings.", valueName: "country"))
    var sources: String?

    func validate() throws {
        guard !options.noAlerts else { throw ValidationError(UsageWording.refusal(of: "--no-alerts", by: Self.name)) }
        if let source, source.isEmpty || !source.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) || ("a"..."z").contains($0) || $0 == "-" }) {
            throw ValidationError("--source must be a service id such as public-alerts or nws (forecast services lists them)")
        }
        if let sources, sources.isEmpty || sources.unicodeScalars.count > 60 {
            throw ValidationError("--sources takes a country, such as CH or USA")
        }
        if sources != nil, options.namesAPlace || options.country != nil {
            throw ValidationError("--sources lists a country's warning feeds; give it the country, without a place or --country")
        }
    }

    func run() async throws {
        let run = try CommandRun()
        let chosen = source.map { ["alerts": $0] } ?? [:]
        if let sources {
            try await run.finish(options.output, chosenSources: chosen, running: { await AlertFeedsInteraction.show(sources, on: $0) })
            return
        }
        let locations = try options.locations(settings: run.settings)
        let line = try options.output.lineTemplate(standard: LineValues.alertsTemplate, placeholders: LineValues.alerts)
        try await run.finish(
            options.output, lineTemplate: line, chosenSources: chosen, running: { [full] in await AlertsInteraction.show(locations, full: full, on: $0) }
        )
    }
}
