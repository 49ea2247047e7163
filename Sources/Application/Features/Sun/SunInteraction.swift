package import Domain

/// What `forecast sun` shows, whichever front door asks: the work over the use cases, and the document of its
/// results.
package enum SunInteraction {
    /// The formats its document offers.
    package static let formats = SunDocument.offeredFormats

    /// Computes each place's days and shows them.
    package static func show(_ requests: [SkyRequest], on runner: CommandRunner) async -> ExitStatus {
        await runner.runEach(requests, place: \.location) { useCases, request in
            try await useCases.make(.sunTimes).sunTimes(for: request)
        } document: { SunDocument(reports: $0) }
    }
}
