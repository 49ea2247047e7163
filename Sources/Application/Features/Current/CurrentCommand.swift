import ArgumentParser
import Domain

/// `forecast current`: the conditions now.
struct CurrentCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "current",
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

    @OptionGroup var options: ForecastOptions

    @OptionGroup var service: ProviderOption

    func run() async throws {
        let run = try CommandRun()
        let units = try run.settings.units(options.output.unitChoices).units
        let requests = try options.locations(settings: run.settings).map { CurrentConditionsRequest(location: $0, units: units) }
        let provider = try run.settings.provider(flag: service.provider).value
        try provider.require(.current)
        let line = try options.output.lineTemplate(standard: LineValues.nowTemplate, bar: LineValues.nowBarTemplate, placeholders: LineValues.current, settings: run.settings)
        let choice = ExtrasChoice(alerts: options.showsAlerts(settings: run.settings), nowcast: true)
        try await run.finish(options.output, provider: provider, lineTemplate: line, running: { await Self.show(requests, choice: choice, on: $0) })
    }

    /// Each place's conditions now, with its warnings and the nowcast's outlook as chosen; for a status bar's tooltip,
    /// today's forecast and the next hours too, asked once the conditions are had.
    static func show(_ requests: [CurrentConditionsRequest], choice: ExtrasChoice, on runner: CommandRunner) async -> ExitStatus {
        let glances = runner.format.isStatusBar
        return await runner.runEachWithExtras(requests, place: \.location, choice: choice) { coordinator, request in
            var fetched = try await coordinator.fetch(at: request.location, days: 1, units: request.units, validate: {}) { place in
                try await coordinator.useCases.makeGetCurrentConditionsUseCase().currentConditions(for: CurrentConditionsRequest(location: place, units: request.units))
            }
            if glances {
                fetched.extras.glance = await CurrentGlance.fetch(
                    at: fetched.report.location, units: request.units, hours: StatusBarFacts.hoursInTooltip + 1, useCases: coordinator.useCases
                )
            }
            return fetched
        } note: { runner.router.ambiguityNote(for: $0.location) } document: { CurrentDocument(reports: $0, extras: $1) }
    }
}
