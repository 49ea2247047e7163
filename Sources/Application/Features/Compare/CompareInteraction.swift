package import Domain

/// What `forecast compare` shows, whichever front door asks: the work over the use cases, and the document of its
/// results.
package enum CompareInteraction {
    /// The formats its document offers.
    package static let formats = ComparisonDocument.offeredFormats

    /// Every provider's forecast for the place side by side, with its warnings as chosen; a provider that cannot be
    /// set up (no key) is skipped, its reason worded as the settings name it.
    package static func show(_ request: CompareForecastsRequest, choice: ExtrasChoice, on runner: CommandRunner) async -> ExitStatus {
        await runner.runEachWithExtras([request], place: \.location, choice: choice) { coordinator, request in
            let comparison = try coordinator.useCases.make(.forecastComparison)
            return try await coordinator.fetch(
                at: request.location, days: request.days, units: request.units, validate: { try request.validate(maximumDays: comparison.maximumDays) }
            ) { place in
                let asked = CompareForecastsRequest(location: place, days: request.days, units: request.units)
                return worded(try await comparison.compare(asked), by: runner.setupReason)
            }
        } note: { AmbiguityNote.text(for: $0.location, words: runner.words) } document: { comparisons, extras in
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
