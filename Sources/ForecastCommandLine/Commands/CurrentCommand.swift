import Application
import ArgumentParser
import Domain
import ForecastSettings

/// `forecast current`: the conditions now.
struct CurrentCommand: ForecastSubcommand, DocumentCommand {
    static let configuration = CommandConfiguration(
        commandName: name,
        abstract: "Show the conditions now.",
        discussion: """
            Where radar or a 15-minute model covers the place, a line says the next two hours' rain (see 'forecast \
            nowcast'), asked beside the conditions.

            Examples:
              forecast current London
              forecast current --city "London, ON" --units imperial
              forecast current --lat 35.68 --lon 139.69 --format json
            """ + LineValues.templateHelp(LineValues.current)
    )

    /// Its name, as typed.
    static let name = "current"

    /// The formats its feature declares.
    static let formats = CurrentInteraction.formats

    /// It asks the services, unless the cache answers.
    static let networkUse = NetworkUse.fetches

    @OptionGroup var options: ForecastOptions<Self>

    @OptionGroup var service: ProviderOption

    func run() async throws {
        let run = try CommandRun()
        let units = try run.settings.units(options.output.unitChoices).units
        let requests = try options.locations(settings: run.settings).map { CurrentConditionsRequest(location: $0, units: units) }
        let provider = try run.settings.provider(flag: service.provider).value
        try provider.require(.current)
        let line = try options.output.lineTemplate(standard: LineValues.nowTemplate, bar: LineValues.nowBarTemplate, placeholders: LineValues.current, settings: run.settings)
        let choice = ExtrasChoice(options.showsAlerts(settings: run.settings) ? .alerts : nil, .nowcast)
        try await run.finish(options.output, provider: provider, lineTemplate: line, running: { await CurrentInteraction.show(requests, choice: choice, on: $0) })
    }
}
