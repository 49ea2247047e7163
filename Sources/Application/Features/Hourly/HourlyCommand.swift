import ArgumentParser
import Domain

/// `forecast hourly`: the coming hours, from the current local hour.
struct HourlyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hourly",
        abstract: "Show the hourly forecast from the current hour.",
        discussion: """
            Examples:
              forecast hourly London
              forecast hourly --city "Hollywood, FL" --hours 48
              forecast hourly --lat 59.91 --lon 10.75 --format json
              forecast hourly London --ensemble --hours 24
            """
    )

    @OptionGroup var options: ForecastOptions

    @OptionGroup var service: ProviderOption

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("How many hours, the current one included (at most \(ProviderArgument.limits(\.maximumHours))).")
    )
    var hours: Int = HourlyForecastRequest.defaultHours

    @OptionGroup var ensemble: EnsembleOptions

    func run() async throws {
        let run = try CommandRun()
        let units = try run.settings.units(options.output.unitChoices).units
        let requests = try options.locations(settings: run.settings).map { HourlyForecastRequest(location: $0, hours: hours, units: units) }
        let provider = try run.settings.provider(flag: service.provider).value
        try provider.require(.hourly)
        let line = try options.output.lineTemplate(standard: LineValues.nowTemplate, placeholders: LineValues.now)
        try await run.finish(options.output, provider: provider, lineTemplate: line, showsAlerts: options.showsAlerts(settings: run.settings)) { listener in
            await listener.hourlyForecastsRequested(
                requests, format: options.output.format, ensemble: ensemble.choice(configured: run.settings.file?.ensemble == true)
            )
        }
    }
}
