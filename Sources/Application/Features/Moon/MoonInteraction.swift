package import Domain

/// What `forecast moon` shows, whichever front door asks: the work over the use cases, and the document of its
/// results.
package enum MoonInteraction {
    /// The formats its document offers.
    package static let formats = MoonDocument.offeredFormats

    /// Computes each place's phases and shows them.
    package static func show(_ requests: [SkyRequest], on runner: CommandRunner) async -> ExitStatus {
        await runner.runEach(requests, place: \.location) { useCases, request in
            try await useCases.make(.moonPhases).moonPhases(for: request)
        } document: { MoonDocument(reports: $0) }
    }
}
