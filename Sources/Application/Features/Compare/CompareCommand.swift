import ArgumentParser
import Domain

/// `forecast compare`: every available provider's daily forecast for one place, side by side, with the spread.
struct CompareCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare the providers' daily forecasts for a place, and how far apart they are.",
        discussion: """
            Every provider that is configured is asked at the same time; one that fails (or has no key) is listed \
            as skipped, and the comparison fails only when all do.

            Examples:
              forecast compare London
              forecast compare --lat 59.91 --lon 10.75 --days 5 --format json
            """ + LineValues.templateHelp(LineValues.comparison)
    )

    @OptionGroup var options: ForecastOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("How many days, today included (each provider gives at most its own)."))
    var days: Int = 3

    func run() async throws {
        let line = try options.output.lineTemplate(standard: LineValues.comparisonTemplate, placeholders: LineValues.comparison)
        let run = try CommandRun()
        let request = CompareForecastsRequest(
            location: try options.location(settings: run.settings), days: days,
            units: try run.settings.units(options.output.unitChoices).units
        )
        let choice = ExtrasChoice(alerts: options.showsAlerts(settings: run.settings))
        try await run.finish(options.output, lineTemplate: line, running: { await Self.show(request, choice: choice, on: $0) })
    }

    /// Every provider's forecast for the place side by side, with its warnings as chosen; a provider that cannot be
    /// set up (no key) is skipped, its reason worded as the settings name it.
    static func show(_ request: CompareForecastsRequest, choice: ExtrasChoice, on runner: CommandRunner) async -> ExitStatus {
        await runner.runEachWithExtras([request], place: \.location, choice: choice) { coordinator, request in
            let comparison = coordinator.useCases.makeCompareForecastsUseCase()
            return try await coordinator.fetch(
                at: request.location, days: request.days, units: request.units, validate: { try request.validate(maximumDays: comparison.maximumDays) }
            ) { place in
                let asked = CompareForecastsRequest(location: place, days: request.days, units: request.units)
                return worded(try await comparison.compare(asked), by: runner.setupReason)
            }
        } note: { runner.router.ambiguityNote(for: $0.location) } document: { comparisons, extras in
            // One request: shown only when it gave its comparison.
            ComparisonDocument(comparison: comparisons[0], extras: extras[0])
        }
    }

    /// The comparison with each skipped provider's set-up problem worded by `reason`.
    private static func worded(_ comparison: ForecastComparison, by reason: (ServiceSetupError) -> String) -> ForecastComparison {
        let skipped = comparison.skipped.map { skipped in
            guard case .misconfigured(let problem) = skipped.error else { return skipped }
            return SkippedProvider(provider: skipped.provider, error: .invalidInput(reason: reason(problem)))
        }
        return ForecastComparison(location: comparison.location, units: comparison.units, forecasts: comparison.forecasts, skipped: skipped, spread: comparison.spread)
    }
}
