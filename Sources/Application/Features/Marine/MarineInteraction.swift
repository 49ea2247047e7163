package import Domain

/// What `forecast marine` shows, whichever front door asks: the work over the use cases, and the document of its
/// results.
package enum MarineInteraction {
    /// The formats its document offers.
    package static let formats = MarineDocument.offeredFormats

    /// Asks each place's sea and shows it.
    package static func show(_ requests: [MarineRequest], on runner: CommandRunner) async -> ExitStatus {
        await runner.runEach(requests, place: \.location) { useCases, request in
            try await useCases.make(.marine).marine(for: request)
        } document: { MarineDocument(reports: $0) }
    }
}
