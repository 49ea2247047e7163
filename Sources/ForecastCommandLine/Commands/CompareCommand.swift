import Application
import ArgumentParser
import Domain
import ForecastSettings

/// `forecast compare`: every available provider's daily forecast for one place, side by side, with the spread.
struct CompareCommand: ForecastSubcommand, DocumentCommand {
    static let configuration = CommandConfiguration(
        commandName: name,
        abstract: "Compare the providers' daily forecasts for a place, and how far apart they are.",
        discussion: """
            Every provider that is configured is asked at the same time; one that fails (or has no key) is listed \
            as skipped, and the comparison fails only when all do.

            Examples:
              forecast compare London
              forecast compare --lat 59.91 --lon 10.75 --days 5 --format json
            """ + LineValues.templateHelp(LineValues.comparison)
    )

    /// Its name, as typed.
    static let name = "compare"

    /// The formats its feature declares.
    static let formats = CompareInteraction.formats

    /// It asks the services, unless the cache answers.
    static let networkUse = NetworkUse.fetches

    @OptionGroup var options: ForecastOptions<Self>

    @Option(parsing: .unconditional, help: ArgumentHelp("How many days, today included (each provider gives at most its own)."))
    var days: Int = 3

    func run() async throws {
        let line = try options.output.lineTemplate(standard: LineValues.comparisonTemplate, placeholders: LineValues.comparison)
        let run = try CommandRun()
        let request = CompareForecastsRequest(
            location: try options.location(settings: run.settings), days: days,
            units: try run.settings.units(options.output.unitChoices).units
        )
        let choice = ExtrasChoice(options.showsAlerts(settings: run.settings) ? .alerts : nil)
        try await run.finish(options.output, lineTemplate: line, running: { await CompareInteraction.show(request, choice: choice, on: $0) })
    }
}
