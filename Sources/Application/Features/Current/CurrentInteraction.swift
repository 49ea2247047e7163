package import Domain

/// What `forecast current` shows, whichever front door asks: the work over the use cases, and the document of its
/// results.
package enum CurrentInteraction {
    /// The formats its document offers.
    package static let formats = CurrentDocument.offeredFormats

    /// Each place's conditions now, with its warnings and the nowcast's outlook as chosen; for a status bar's tooltip,
    /// today's forecast and the next hours too, asked once the conditions are had.
    package static func show(_ requests: [CurrentConditionsRequest], choice: ExtrasChoice, on runner: CommandRunner) async -> ExitStatus {
        let choice = runner.format.isStatusBar ? choice.asking(.glance) : choice
        return await runner.runEachWithExtras(requests, place: \.location, choice: choice) { coordinator, request in
            try await coordinator.fetch(at: request.location, days: 1, units: request.units, validate: {}) { place in
                try await coordinator.useCases.make(.currentConditions).currentConditions(for: CurrentConditionsRequest(location: place, units: request.units))
            }
        } note: { AmbiguityNote.text(for: $0.location, words: runner.words) } document: { CurrentDocument(reports: $0, extras: $1) }
    }
}
