import ArgumentParser
import Domain

/// `forecast current`: the conditions now.
struct CurrentCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "current",
        abstract: "Show the conditions now.",
        discussion: """
            Examples:
              forecast current London
              forecast current --city "London, ON" --units imperial
              forecast current --lat 35.68 --lon 139.69 --format json
            """
    )

    @OptionGroup var options: ForecastOptions

    @OptionGroup var service: ProviderOption

    func run() async throws {
        let run = try CommandRun()
        let units = try run.settings.units(options.output.unitChoices).units
        let requests = try options.locations(settings: run.settings).map { CurrentConditionsRequest(location: $0, units: units) }
        let provider = try run.settings.provider(flag: service.provider).value
        try provider.require(.current)
        let line = try options.output.lineTemplate(standard: LineValues.nowTemplate, placeholders: LineValues.now)
        try await run.finish(options.output, provider: provider, lineTemplate: line, showsAlerts: options.showsAlerts(settings: run.settings)) { listener in
            await listener.currentConditionsRequested(requests, format: options.output.format)
        }
    }
}
