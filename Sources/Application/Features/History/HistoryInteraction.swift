package import Domain

/// What `forecast history` shows, whichever front door asks: the work over the use cases, and the document of its
/// results.
package enum HistoryInteraction {
    /// A daily forecast's, but a picture: a meteogram draws a forecast, not observed days.
    package static let formats = DailyDocument.offeredFormats.filter { $0 != .svg }

    /// Each place's observed days, shown as daily forecasts are, with a note saying which days are the reanalysis's
    /// and which the model's recent past, and each day against the normal as chosen.
    package static func show(_ requests: [HistoryRequest], choice: ExtrasChoice, on runner: CommandRunner) async -> ExitStatus {
        await runner.runEachWithExtras(requests, place: \.location, choice: choice) { coordinator, request in
            try await coordinator.history(request)
        } note: { HistorySourcesNote.text(for: $0, words: runner.words) } document: { DailyDocument(reports: $0.map(\.observed), extras: $1) }
    }
}
