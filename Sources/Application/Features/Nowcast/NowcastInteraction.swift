package import Domain

/// What `forecast nowcast` shows, whichever front door asks: the work over the use cases, and the document of its
/// results.
package enum NowcastInteraction {
    /// The formats its document offers.
    package static let formats = NowcastDocument.offeredFormats

    /// Asks each place's nowcast and shows it.
    package static func show(_ requests: [NowcastRequest], on runner: CommandRunner) async -> ExitStatus {
        await runner.runEach(requests, place: \.location) { useCases, request in
            try await useCases.make(.nowcast).nowcast(for: request)
        } document: { NowcastDocument(reports: $0) }
    }
}
