package import Domain

/// What `forecast daily` shows, whichever front door asks: the work over the use cases, and the document of its
/// results.
package enum DailyInteraction {
    /// The formats its document offers.
    package static let formats = DailyDocument.offeredFormats

    /// Each place's days with what is chosen beside them: the warnings, the ensemble, the past days, the normal.
    package static func show(_ requests: [DailyForecastRequest], choice: ExtrasChoice, on runner: CommandRunner) async -> ExitStatus {
        await runner.runEachWithExtras(requests, place: \.location, choice: choice) { coordinator, request in
            try await coordinator.daily(request)
        } note: { AmbiguityNote.text(for: $0.location, words: runner.words) } document: { DailyDocument(reports: $0, extras: $1) }
    }
}
